// `npm run bench:feed`: feed requests per second and p99 latency at 50
// connections on PostgreSQL holding 100,000 posts, beside a bare Fastify GET in the same run. A
// benchmark, not a test: it prints figures and exits 0 whatever they are; it fails only when the
// database or the server cannot start.
//
// Set-up: a throwaway PostgreSQL (tests/support/postgres-server.ts), the real app on it, 200
// authors and 100,000 posts written in bulk by SQL (scripts/bench/feed-posts.mjs),
// 50 readers signed up over HTTP, each following 50 authors. Each scenario reads the first page
// (20 posts, with privacy filter, votes and idea grades); "deep page" reads past a cursor halfway
// down. "signed-in GET /me" is the app's cost of any signed-in request, the floor under the feeds;
// "portfolio" the reader's paper account with three positions (written by SQL at set-up).
// BENCH_POOL_SIZE the app's PostgreSQL connections (default: the app's own, bench/app-on-postgres.mjs).
// BENCH_SECONDS (default 10) sets each scenario's length; a 2-second warm-up precedes each.
// "GET /util/csrf, signed out" is a visitor's first request, no session cookie.
// BENCH_CONNECTIONS (default 50) the number of connections (and readers). `--json`: also print
// the figures as one `BENCH_JSON {…}` line at the end (for `npm run bench`).
//
// `--against <git ref>`: is a change slower? That commit's app beside this checkout's, the app's
// scenarios in turns (bench/in-turns.mjs), ROUNDS rounds of BENCH_SECONDS / 2 each.
import { startApiOnPostgres } from './bench/api-on-postgres.mjs';
import { poolSizeFor } from './bench/app-on-postgres.mjs';
import { checkoutBaseline } from './bench/baseline-checkout.mjs';
import { writeFeedPosts } from './bench/feed-posts.mjs';
import { printTable, runLoad, signUpOverHttp } from './bench/http-load.mjs';
import { compareInTurns } from './bench/in-turns.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const AUTHORS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const AGAINST = process.argv.includes('--against')
  ? process.argv[process.argv.indexOf('--against') + 1]
  : null;
const ROUNDS = 4;

await main();

async function main() {
  const pg = (await import('pg')).default;
  let bench;
  const baseline = AGAINST ? checkoutBaseline(AGAINST) : null;
  try {
    bench = await startApiOnPostgres({
      bareRoute: (bare) => bare.get('/bare', async () => ({ items: [], next_cursor: null })),
      baselineRoot: baseline?.dir,
    });
    const { appPort, barePort } = bench;

    const readers = [];
    for (let i = 0; i < CONNECTIONS; i++) readers.push(await signUpOverHttp(appPort, i));
    const client = new pg.Client({ connectionString: bench.postgresUrl });
    await client.connect();
    const started = performance.now();
    await writeFeedPosts(client, {
      posts: POSTS,
      authors: AUTHORS,
      readerIds: readers.map((reader) => reader.userId),
    });
    console.log(
      `Wrote ${POSTS.toLocaleString('en-US')} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Each reader's paper account holds three positions, so the portfolio's read values some.
    await client.query(
      `INSERT INTO positions (account_id, symbol, quantity_e5, cost_basis_cents)
       SELECT a.id, s.symbol, 150000, 25000
       FROM accounts a CROSS JOIN (VALUES ('AAPL'), ('MSFT'), ('KO')) AS s (symbol)
       WHERE a.user_id = ANY($1::uuid[]) AND a.type = 'simulated' AND a.status = 'open'`,
      [readers.map((reader) => reader.userId)],
    );
    const { rows } = await client.query('SELECT max(id) AS max FROM posts');
    const middle = Math.floor(Number(rows[0].max) / 2);
    await client.end();

    const sessions = readers.map((reader) => reader.headers);
    const scenarios = [
      { label: 'bare Fastify GET', port: barePort, path: '/bare' },
      {
        label: 'GET /util/csrf, signed out',
        port: appPort,
        path: '/api/v1/util/csrf',
        signedOut: true,
      },
      // A signed-in GET that reads no posts: the member's record and §3 properties, one query
      // (services/me.ts), the session remembered (db/session-cache.ts).
      { label: 'signed-in GET /me', port: appPort, path: '/api/v1/me' },
      {
        label: 'community feed, first page',
        port: appPort,
        path: '/api/v1/feeds/community?limit=20',
      },
      {
        label: 'community feed, deep page',
        port: appPort,
        path: `/api/v1/feeds/community?limit=20&cursor=${middle}`,
      },
      {
        label: 'activity feed (50 followed)',
        port: appPort,
        path: '/api/v1/feeds/activity?limit=20',
      },
      {
        label: 'security pros and cons',
        port: appPort,
        path: '/api/v1/community/securities/AAPL',
      },
      // The chosen account's value: cash, three positions valued at their quotes, the day's change.
      { label: 'portfolio (3 positions)', port: appPort, path: '/api/v1/portfolio' },
    ];
    if (baseline) {
      await compareInTurns({
        scenarios: scenarios.slice(1).map((scenario) => ({
          ...scenario,
          method: 'GET',
          sessions: scenario.signedOut ? sessions.map(() => ({})) : sessions,
        })),
        baselinePort: bench.baselinePort,
        commit: baseline.commit,
        rounds: ROUNDS,
        seconds: SECONDS / 2,
        what: `GET req/s at ${CONNECTIONS} connections, ${POSTS.toLocaleString('en-US')} posts`,
      });
      return;
    }
    const results = [];
    for (const scenario of scenarios) {
      const options = {
        ...scenario,
        method: 'GET',
        sessions: scenario.signedOut ? sessions.map(() => ({})) : sessions,
      };
      await runLoad({ ...options, seconds: WARM_UP_SECONDS });
      results.push({ ...scenario, ...(await runLoad({ ...options, seconds: SECONDS })) });
    }
    console.log(
      `\nGET throughput at ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL (pool ${await poolSizeFor(bench.postgresUrl)}), ` +
        `${POSTS.toLocaleString('en-US')} posts; client in a worker thread\n`,
    );
    printTable(results);
    const [base, ...feeds] = results;
    console.log('');
    for (const feed of feeds) {
      console.log(
        `${feed.label}: ${(feed.perSecond / base.perSecond).toFixed(2)}× the bare route's rate, p99 ${feed.p99.toFixed(1)} ms`,
      );
    }
    if (process.argv.includes('--json')) {
      const figures = results.map(({ label, path, perSecond, p50, p99, statuses }) => ({
        label,
        path,
        perSecond,
        p50,
        p99,
        statuses,
      }));
      const json = { connections: CONNECTIONS, seconds: SECONDS, posts: POSTS, scenarios: figures };
      console.log(`BENCH_JSON ${JSON.stringify(json)}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await bench?.close();
    baseline?.remove();
  }
}
