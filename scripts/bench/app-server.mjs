// What the browser benchmarks (`npm run bench`: Lighthouse, warm offline start) stand on: a
// production build of the PWA (scripts/build.mjs, pre-rendered pages included) served by the real
// server (dist-server/main.js, as `npm start` runs it) on a throwaway data directory (PGlite),
// and the Chromium flags the browser tests use (CONTRIBUTING: keep Chromium off the closed network).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, SERVER_DIST } from '../build-server.mjs';

const root = new URL('../..', import.meta.url).pathname;

export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** A production build into `outDir`, exactly as `npm run build` makes it. */
export function buildDist(outDir) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), outDir], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', BUILD_ID: process.env.BUILD_ID ?? 'bench' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-5).join(' | ');
    throw new Error(`build failed (exit ${result.status}): ${tail}`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server's build (dist-server/main.js) over `distDir` on a free port and a new data directory
 * (removed on stop). Its own process group, so stopping reaches every process it started.
 */
export async function startAppServer({ distDir, timeoutMs = 120_000 }) {
  await ensureServerBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-bench-data-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER_DIST, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      // A handful of sign-ups per run; the limit guards production, not a benchmark.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start in ${timeoutMs / 1000} s: ${output}`)),
        timeoutMs,
      );
      const onData = (chunk) => {
        output = (output + chunk.toString()).slice(-4000);
        if (/is serving http/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before serving: ${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, port, dataDir, stop };
}

/** `--name value` from the command line, or undefined. */
export function argValue(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * For a benchmark run on its own: the server at `--url`, or one started over the build at
 * `--dist`, or over a new build (removed afterwards). `close()` undoes whatever was started.
 */
export async function serverFromArgs() {
  const url = argValue('--url');
  if (url) return { url, close: async () => {} };
  let distDir = argValue('--dist');
  let built = null;
  if (!distDir) {
    built = mkdtempSync(join(tmpdir(), 'stockroom-bench-dist-'));
    distDir = built;
    buildDist(distDir);
  }
  try {
    const server = await startAppServer({ distDir });
    return {
      url: server.url,
      close: async () => {
        await server.stop();
        if (built) rmSync(built, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (built) rmSync(built, { recursive: true, force: true });
    throw error;
  }
}
