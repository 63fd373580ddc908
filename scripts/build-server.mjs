// The server's production build: server/main.ts (the API and the PWA's host) and
// server/operator.ts (`npm run ops`) bundled by esbuild into dist-server/, so production runs
// plain JavaScript (`node dist-server/main.js`) with no TypeScript loader. `npm run build`
// (scripts/build.mjs) makes it; `npm start` and `npm run ops` make it when it is stale.
// Usage: node scripts/build-server.mjs [outDir]   (default: dist-server)
//
// dist-server/ sits beside dist/, never in it: dist/ is served to the public. Packages stay
// external (imported from node_modules at run time, as the runtime dependencies they are); only
// our own TypeScript (server/, src/contract …) is bundled. Files the server reads at run time
// (migrations, the universe CSV) are found from the project root (server/project-root.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIST = join(root, 'dist-server');
const ENTRIES = { main: 'server/main.ts', operator: 'server/operator.ts' };
// What the last build read: our modules (esbuild's metafile) and the files that shape the build.
const RECORD = 'inputs.json';
const BUILD_INPUTS = ['package.json', 'tsconfig.json', 'scripts/build-server.mjs'];

/** Bundles the server into outDir; resolves with the esbuild metafile and the time taken. */
export async function buildServer(outDir = SERVER_DIST) {
  const startedAt = Date.now();
  // Imported here, not at the top: `npm start` loads this file to check staleness, and a
  // production install without devDependencies (esbuild) starts from a fresh build.
  const { build } = await import('esbuild').catch((error) => {
    throw new Error(
      'The server build (dist-server/) is missing or older than its sources, and esbuild, a ' +
        'devDependency, is not installed: run `npm run build` where it is.',
      { cause: error },
    );
  });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The path aliases of tsconfig.json and vitest.config.ts (they win over `packages`).
    alias: { '@': './src', '@server': './server', '@marketing': './marketing' },
    // Stack traces point at the TypeScript (`node --enable-source-maps`, scripts/start.mjs). The
    // maps name the files without copying them (a third of the size): they are in the checkout.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS];
  writeAtomically(join(outDir, RECORD), JSON.stringify({ builtAt: startedAt, inputs }, null, 1));
  return { metafile: result.metafile, ms: Date.now() - startedAt };
}

/** True when outDir lacks a build, or a file the last build read changed since. */
export function serverBuildIsStale(outDir = SERVER_DIST) {
  const record = join(outDir, RECORD);
  if (!existsSync(record)) return true;
  if (Object.keys(ENTRIES).some((name) => !existsSync(join(outDir, `${name}.js`)))) return true;
  const { builtAt, inputs } = JSON.parse(readFileSync(record, 'utf8'));
  return inputs.some((input) => {
    const path = join(root, input);
    return !existsSync(path) || statSync(path).mtimeMs > builtAt;
  });
}

/** Builds the server into outDir when it is stale (scripts/start.mjs, scripts/operator.mjs). */
export async function ensureServerBuild(outDir = SERVER_DIST) {
  if (!serverBuildIsStale(outDir)) return;
  // On stderr: an operator command's stdout is its answer, which a script may read.
  console.error('Building the server (scripts/build-server.mjs)…');
  await buildServer(outDir);
}

// Two `npm start`s that find the build stale at once both write it: a reader never sees half a
// file (a rename replaces the old one whole), and a server already running keeps what it loaded.
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(root, process.argv[2] ?? 'dist-server');
  const { ms } = await buildServer(outDir);
  console.log(`built the server into ${outDir} in ${ms} ms`);
}
