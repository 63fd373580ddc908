// `npm start`: build the PWA when the build is missing or older than its sources, and the server
// (dist-server/, scripts/build-server.mjs) when it is missing or older than what it bundles, then
// serve the PWA with the API: plain JavaScript, no TypeScript loader in production.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureServerBuild, SERVER_DIST } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
// `npm start` is the production path whatever the caller's NODE_ENV (a test runner sets `test`,
// which would make Vite emit a development build with React's dev runtime).
const env = { ...process.env, NODE_ENV: 'production' };
const SOURCES = [
  'src',
  'marketing',
  'public',
  'build',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const built = join(dist, 'index.html');
const stale =
  !existsSync(built) ||
  statSync(built).mtimeMs < Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (stale) {
  console.log('Building the PWA (scripts/build.mjs)…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), dist], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await ensureServerBuild().catch((error) => {
  // esbuild has printed a compile error already; this says what failed.
  console.error(`Could not build the server: ${error.message}`);
  process.exit(1);
});

// Source maps: a stack trace names the TypeScript file and line, not the bundle's.
const server = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIST, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, DIST_DIR: dist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
