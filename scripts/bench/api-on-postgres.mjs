// What the API benchmarks stand on: a throwaway PostgreSQL (tests/support/postgres-server.ts), the
// real app on it with the market clock frozen inside a session (Wednesday 11 June 2025, 11:00 New
// York: market orders fill at once), and a bare Fastify server beside it for the baseline.
// `distDir`: also serve that production build of the PWA (bench-feed-frames opens it in Chromium).
export async function startApiOnPostgres({ bareRoute = () => {}, distDir = null } = {}) {
  const { startPostgres } = await import('../../tests/support/postgres-server.ts');
  const { openDatabase } = await import('../../server/db/client.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { readConfig } = await import('../../server/config.ts');
  const { appDeps } = await import('../../server/deps.ts');
  const Fastify = (await import('fastify')).default;

  const closers = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
  };
  try {
    const postgres = await startPostgres();
    closers.push(async () => postgres.stop());
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 20 });
    closers.push(() => database.close());
    const frozen = new Date('2025-06-11T15:00:00Z');
    const now = () => frozen;
    const app = await buildApp(
      appDeps(
        database.db,
        readConfig({}).market,
        { distDir, authRateLimitPerMinute: 1_000_000 },
        { now },
      ),
    );
    closers.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bare = Fastify({ logger: false });
    closers.push(() => bare.close());
    bareRoute(bare);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    return {
      postgresUrl: postgres.url,
      appPort: app.server.address().port,
      barePort: bare.server.address().port,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
