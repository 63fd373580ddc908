// The app of one checkout on a benchmark's database, with the market clock frozen inside a
// session (Wednesday 11 June 2025, 11:00 New York: market orders fill at once).
const FROZEN = new Date('2025-06-11T15:00:00Z');
/**
 * The app's PostgreSQL connections: BENCH_POOL_SIZE, else what the app itself keeps with this
 * database (server/db/pool-size.ts: twice the cores, PostgreSQL being on this machine), so the
 * figures are those of what ships. Given to both sides of a comparison alike.
 */
export async function poolSizeFor(url) {
  if (process.env.BENCH_POOL_SIZE) return Number(process.env.BENCH_POOL_SIZE);
  const { defaultPoolSize } = await import('../../server/db/pool-size.ts');
  return defaultPoolSize(url);
}

/** `root`: the checkout, a file: URL ending in /. Pushes what closes it onto `closers`. */
export async function startApp(root, url, distDir, closers) {
  const load = (path) => import(new URL(path, root).href);
  const { openDatabase } = await load('server/db/client.ts');
  const { buildApp } = await load('server/app.ts');
  const { readConfig } = await load('server/config.ts');
  const { appDeps } = await load('server/deps.ts');
  const poolSize = await poolSizeFor(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize });
  closers.push(() => database.close());
  const config = { distDir, authRateLimitPerMinute: 1_000_000 };
  const deps = appDeps(database.db, readConfig({}).market, config, { now: () => FROZEN });
  const app = await buildApp(deps);
  closers.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
