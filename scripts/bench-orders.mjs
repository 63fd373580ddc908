// `npm run bench:orders` (issue 4/10): order placements per second and p99 latency at 50
// connections on PostgreSQL, beside a bare Fastify route on the same machine in the same run. A
// benchmark, not a test: it prints figures and exits 0 whatever they are; it fails only when the
// database or the server cannot start.
//
// It starts a throwaway PostgreSQL (tests/support/postgres-server.ts), the real app on it
// (buildApp: sessions, CSRF, validation, the order service) with the market clock frozen inside a
// session, so every order is a market buy of 0.001 AAPL that is held, filled, booked and answered
// in one transaction: the whole placement path. The load comes from a worker thread (its own event
// loop, so the client does not steal the server's), over 50 keep-alive connections, each sending
// its next request when the last one is answered, every order with a new Idempotency-Key.
// Scenarios: the bare route; 50 users (one account per connection: no lock contention); one user
// on all 50 connections (every order queues for the same account row lock).
// BENCH_SECONDS (default 10) sets each scenario's length; a 2-second warm-up precedes each.
import { printTable, runLoad, signUpOverHttp } from './bench/http-load.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ORDER = JSON.stringify({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: '0.001' });
const BARE = JSON.stringify({ ok: true });

await main();

async function main() {
  const { startPostgres } = await import('../tests/support/postgres-server.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { buildApp } = await import('../server/app.ts');
  const { createQuoteProvider } = await import('../server/market/index.ts');
  const Fastify = (await import('fastify')).default;

  let postgres;
  let database;
  const apps = [];
  try {
    postgres = await startPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 20 });
    // Wednesday 11 June 2025, 11:00 New York: the market is open, market orders fill at once.
    const frozen = new Date('2025-06-11T15:00:00Z');
    const now = () => frozen;
    const app = await buildApp({
      db: database.db,
      quoteProvider: createQuoteProvider({ now }),
      now,
      authRateLimitPerMinute: 1_000_000,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bare = Fastify({ logger: false });
    apps.push(bare);
    bare.post('/bare', async () => ({ ok: true }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const portOf = (server) => server.server.address().port;

    const users = [];
    for (let i = 0; i < CONNECTIONS; i++)
      users.push((await signUpOverHttp(portOf(app), i)).headers);
    const scenarios = [
      {
        label: 'bare Fastify route',
        port: portOf(bare),
        path: '/bare',
        body: BARE,
        sessions: users.map(() => ({})),
      },
      {
        label: 'place order, 50 accounts',
        port: portOf(app),
        path: '/api/v1/orders',
        body: ORDER,
        sessions: users,
      },
      {
        label: 'place order, 1 account',
        port: portOf(app),
        path: '/api/v1/orders',
        body: ORDER,
        sessions: users.map(() => users[0]),
      },
    ];
    const results = [];
    for (const scenario of scenarios) {
      await runLoad({ ...scenario, seconds: WARM_UP_SECONDS });
      results.push({ ...scenario, ...(await runLoad({ ...scenario, seconds: SECONDS })) });
    }
    report(results);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    for (const app of apps) await app.close().catch(() => {});
    await database?.close().catch(() => {});
    postgres?.stop();
  }
}

function report(results) {
  console.log(
    `\nPOST throughput at ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL ` +
      `(pool 20) on this machine; client in a worker thread\n`,
  );
  printTable(results);
  const [bare, many] = results;
  console.log(
    `\nOrder placement (50 accounts) runs at ${((many.perSecond / bare.perSecond) * 100).toFixed(1)} % ` +
      `of the bare route's rate: each is a transaction of about a dozen statements (order, lock, ` +
      `balance, hold, quote, fill, position, ledger, stored response).`,
  );
}
