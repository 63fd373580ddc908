// What the API benchmarks stand on: a throwaway PostgreSQL (tests/support/postgres-server.ts), the
// real app on it (app-on-postgres.mjs), and a bare Fastify server beside it for the baseline.
// `distDir`: also serve that production build of the PWA (bench-feed-frames opens it in Chromium).
// `baselineRoot`: compare two versions of the code on one host at one time: this checkout's app
// and the one at baselineRoot (bench/baseline-checkout.mjs), each in a process of its own
// (app-process.mjs) on the same database. The baseline's migrations find this checkout's schema
// already there (a later one, if the baseline is older): it runs its code on today's tables.
// BENCH_CPU_PROF=<dir>: each such process writes V8 CPU profiles when it ends, into <dir>/now and
// <dir>/then (one per thread: the app's is the largest), to see where a slower version spends its
// time (open one in Chromium's DevTools, Performance tab).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startApp } from './app-on-postgres.mjs';

const HERE = new URL('../../', import.meta.url);

export async function startApiOnPostgres({
  bareRoute = () => {},
  distDir = null,
  baselineRoot = null,
} = {}) {
  const { startPostgres } = await import('../../tests/support/postgres-server.ts');
  const Fastify = (await import('fastify')).default;

  const closers = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
  };
  try {
    const postgres = await startPostgres();
    closers.push(async () => postgres.stop());
    let appPort;
    let baselinePort = null;
    if (baselineRoot) {
      appPort = await startAppProcess(
        fileURLToPath(HERE).replace(/\/$/, ''),
        postgres.url,
        closers,
        'now',
      );
      baselinePort = await startAppProcess(baselineRoot, postgres.url, closers, 'then');
    } else {
      const app = await startApp(HERE, postgres.url, distDir, closers);
      appPort = app.server.address().port;
    }
    const bare = Fastify({ logger: false });
    closers.push(() => bare.close());
    bareRoute(bare);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    return {
      postgresUrl: postgres.url,
      appPort,
      baselinePort,
      barePort: bare.server.address().port,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** app-process.mjs for the checkout at `root`; resolves to the port it listens on. */
function startAppProcess(root, url, closers, side) {
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${side}`] : [];
  const child = fork(fileURLToPath(new URL('app-process.mjs', import.meta.url)), [root, url], {
    cwd: root,
    execArgv: ['--import', 'tsx', ...profile],
  });
  closers.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.send('close');
      }),
  );
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) =>
      reject(new Error(`${root}: the app exited (${code}) before listening`)),
    );
  });
}
