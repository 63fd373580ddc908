// `npm run bench:orders`: order placements per second and p99 latency at 50
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
// BENCH_POOL_SIZE the app's PostgreSQL connections (default: the app's own, bench/app-on-postgres.mjs).
// BENCH_SECONDS (default 10) sets each scenario's length; a 2-second warm-up precedes each.
// BENCH_CONNECTIONS (default 50) the number of connections (and accounts). `--json`: also print the
// figures as one `BENCH_JSON {…}` line at the end (for `npm run bench`).
// `--against <git ref>`: that commit's app beside this checkout's on the same database, the
// placements in turns (bench/in-turns.mjs), four rounds of BENCH_SECONDS / 2 each.
import { startApiOnPostgres } from './bench/api-on-postgres.mjs';
import { poolSizeFor } from './bench/app-on-postgres.mjs';
import { checkoutBaseline } from './bench/baseline-checkout.mjs';
import { printTable, runLoad, signUpOverHttp } from './bench/http-load.mjs';
import { compareInTurns } from './bench/in-turns.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ORDER = JSON.stringify({ symbol: 'AAPL', side: 'buy', type: 'market', quantity: '0.001' });
const BARE = JSON.stringify({ ok: true });
const AGAINST = process.argv.includes('--against')
  ? process.argv[process.argv.indexOf('--against') + 1]
  : null;

await main();

async function main() {
  let bench;
  const baseline = AGAINST ? checkoutBaseline(AGAINST) : null;
  try {
    bench = await startApiOnPostgres({
      bareRoute: (bare) => bare.post('/bare', async () => ({ ok: true })),
      baselineRoot: baseline?.dir,
    });
    const { appPort, barePort } = bench;

    const users = [];
    for (let i = 0; i < CONNECTIONS; i++) users.push((await signUpOverHttp(appPort, i)).headers);
    const scenarios = [
      {
        label: 'bare Fastify route',
        port: barePort,
        path: '/bare',
        body: BARE,
        sessions: users.map(() => ({})),
      },
      {
        label: `place order, ${CONNECTIONS} accounts`,
        port: appPort,
        path: '/api/v1/orders',
        body: ORDER,
        sessions: users,
      },
      {
        label: 'place order, 1 account',
        port: appPort,
        path: '/api/v1/orders',
        body: ORDER,
        sessions: users.map(() => users[0]),
      },
    ];
    if (baseline) {
      await compareInTurns({
        scenarios: scenarios.slice(1),
        baselinePort: bench.baselinePort,
        commit: baseline.commit,
        rounds: 4,
        seconds: SECONDS / 2,
        what: `POST req/s at ${CONNECTIONS} connections`,
      });
      return;
    }
    const results = [];
    for (const scenario of scenarios) {
      await runLoad({ ...scenario, seconds: WARM_UP_SECONDS });
      results.push({ ...scenario, ...(await runLoad({ ...scenario, seconds: SECONDS })) });
    }
    report(results, await poolSizeFor(bench.postgresUrl));
    if (process.argv.includes('--json')) printJson(results);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await bench?.close();
    baseline?.remove();
  }
}

function report(results, poolSize) {
  console.log(
    `\nPOST throughput at ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL ` +
      `(pool ${poolSize}) on this machine; client in a worker thread\n`,
  );
  printTable(results);
  const [bare, many] = results;
  console.log(
    `\nOrder placement (${CONNECTIONS} accounts) runs at ${((many.perSecond / bare.perSecond) * 100).toFixed(1)} % ` +
      `of the bare route's rate: each is a transaction of seven statements (account, begin, ` +
      `order with its account's lock, balance, the fill with its ledger posting, position and ` +
      `order, notice with stored response, commit).`,
  );
}

/** One `BENCH_JSON {…}` line: every scenario's figures (bare route first) and the connections. */
function printJson(results) {
  const scenarios = results.map(({ label, path, perSecond, p50, p99, statuses }) => ({
    label,
    path,
    perSecond,
    p50,
    p99,
    statuses,
  }));
  console.log(
    `BENCH_JSON ${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, scenarios })}`,
  );
}
