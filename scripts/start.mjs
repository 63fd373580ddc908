// `npm start`: build the PWA when the build is missing or older than its sources, then serve it
// with the API (server/main.ts, run through tsx so the server shares src/contract as TypeScript).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, DIST_DIR: dist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
