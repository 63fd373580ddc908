// The production build (`npm run build`, and `npm start` when stale): the server bundled into
// dist-server/ (scripts/build-server.mjs), then the PWA with Vite and the marketing pages
// pre-rendered to HTML for each brand (src/prerender.tsx, prerender-worker.mjs).
// Usage: node scripts/build.mjs [outDir]   (the PWA's, default dist; the server's is dist-server)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from './build-server.mjs';
import { compressDist } from './compress-dist.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.argv[2] ?? 'dist');
// Always a production build, whatever NODE_ENV the caller has (a test runner sets `test`).
// Every build carries an id (shown in Settings); it changes the bundle, so the service worker
// sees a new version and the update prompt appears.
const buildId =
  process.env.BUILD_ID ?? `${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;
const env = { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: buildId };
const vite = join(root, 'node_modules/vite/bin/vite.js');
const BRANDS = ['main', 'partner'];

function run(args, label) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

// First: it takes half a second, and a server that does not compile fails the build at once.
const server = await buildServer();
console.log(`built the server into dist-server/ in ${server.ms} ms`);

const common = ['build', '--configLoader', 'runner', '--logLevel', 'warn'];
run([vite, ...common, '--outDir', dist, '--emptyOutDir'], 'client build');
// Inside the project so the bundle's bare imports (react, wouter …) resolve from node_modules.
const ssrDir = join(root, 'node_modules', '.cache', 'stockroom-ssr');
try {
  run([vite, ...common, '--ssr', 'src/prerender.tsx', '--outDir', ssrDir], 'server-side build');
  for (const brand of BRANDS) {
    run(
      [join(root, 'scripts/prerender-worker.mjs'), brand, join(ssrDir, 'prerender.js'), dist],
      `prerender (${brand})`,
    );
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
// Last, so the pre-rendered pages are in it too: .br and .gz copies the server sends as they are.
const compressed = compressDist(dist);
console.log(
  `compressed ${compressed.files} files: ${(compressed.before / 1024).toFixed(0)} KiB → ` +
    `${(compressed.after / 1024).toFixed(0)} KiB in Brotli`,
);
