// `npm run bench:feed` (issue 6/10 "Done when"): feed requests per second and p99 latency at 50
// connections on PostgreSQL holding 100,000 posts, beside a bare Fastify GET in the same run. A
// benchmark, not a test: it prints figures and exits 0 whatever they are; it fails only when the
// database or the server cannot start.
//
// Set-up: a throwaway PostgreSQL (tests/support/postgres-server.ts), the real app on it, 200
// authors and 100,000 posts written in bulk by SQL (ideas and pro/con thoughts over 40 symbols),
// 50 readers signed up over HTTP, each following 50 authors. Each scenario reads the first page
// (20 posts, with privacy filter, votes and idea grades); "deep page" reads past a cursor halfway
// down. BENCH_SECONDS (default 10) sets each scenario's length; a 2-second warm-up precedes each.
import { startApiOnPostgres } from './bench/api-on-postgres.mjs';
import { printTable, runLoad, signUpOverHttp } from './bench/http-load.mjs';

const CONNECTIONS = 50;
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const AUTHORS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const SYMBOLS = `AAPL MSFT NVDA AMZN GOOGL META TSLA JPM V KO PEP XOM CVX WMT COST JNJ LLY PFE UNH
  ABBV BAC WFC DIS NKE SBUX INTC AMD CRM ADBE NOW ORCL IBM CSCO QCOM TXN HD LOW MCD T VZ`.split(
  /\s+/,
);

await main();

async function main() {
  const pg = (await import('pg')).default;
  let bench;
  try {
    bench = await startApiOnPostgres({
      bareRoute: (bare) => bare.get('/bare', async () => ({ items: [], next_cursor: null })),
    });
    const { appPort, barePort } = bench;

    const readers = [];
    for (let i = 0; i < CONNECTIONS; i++) readers.push(await signUpOverHttp(appPort, i));
    const client = new pg.Client({ connectionString: bench.postgresUrl });
    await client.connect();
    const started = performance.now();
    await fill(
      client,
      readers.map((reader) => reader.userId),
    );
    console.log(
      `Wrote ${POSTS.toLocaleString('en-US')} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { rows } = await client.query('SELECT max(id) AS max FROM posts');
    const middle = Math.floor(Number(rows[0].max) / 2);
    await client.end();

    const sessions = readers.map((reader) => reader.headers);
    const scenarios = [
      { label: 'bare Fastify GET', port: barePort, path: '/bare' },
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
    ];
    const results = [];
    for (const scenario of scenarios) {
      const options = { ...scenario, method: 'GET', sessions };
      await runLoad({ ...options, seconds: WARM_UP_SECONDS });
      results.push({ ...scenario, ...(await runLoad({ ...options, seconds: SECONDS })) });
    }
    console.log(
      `\nGET throughput at ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL (pool 20), ` +
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
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await bench?.close();
  }
}

/** Authors, posts and follows in bulk: what months of a busy community would have written. */
async function fill(client, readerIds) {
  await client.query(`
    INSERT INTO users (id, email, name, password_hash)
    SELECT ('00000000-be0c-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
           'author' || n || '@bench.invalid', 'Author ' || n, 'x'
    FROM generate_series(1, ${AUTHORS}) AS n`);
  await client.query(`
    INSERT INTO posts (user_id, kind, symbol, body, pro_or_con, slug, idea_type, posted_price_e4,
                       benchmark_price_e4, agree_count, created_at)
    SELECT ('00000000-be0c-4000-8000-' || lpad(to_hex(1 + n % ${AUTHORS}), 12, '0'))::uuid,
           CASE WHEN n % 4 = 0 THEN 'idea' ELSE 'thought' END,
           (ARRAY['${SYMBOLS.join("','")}'])[1 + n % ${SYMBOLS.length}],
           'Benchmark post number ' || n || ': margins, growth and what the market is missing.',
           CASE WHEN n % 4 = 0 THEN NULL WHEN n % 2 = 0 THEN 'pro' ELSE 'con' END,
           CASE WHEN n % 4 = 0 THEN NULL ELSE 'benchmark-post-' || n END,
           CASE WHEN n % 4 = 0 THEN (CASE WHEN n % 8 = 0 THEN 'buy' ELSE 'sell' END) END,
           CASE WHEN n % 4 = 0 THEN 1000000 END,
           CASE WHEN n % 4 = 0 THEN 5000000 END,
           n % 7,
           now() - make_interval(secs => ${POSTS} - n)
    FROM generate_series(1, ${POSTS}) AS n`);
  for (const [i, readerId] of readerIds.entries()) {
    await client.query(
      `INSERT INTO follows (follower_id, followee_id)
       SELECT $1::uuid, ('00000000-be0c-4000-8000-' || lpad(to_hex(1 + (n + $2) % ${AUTHORS}), 12, '0'))::uuid
       FROM generate_series(0, 49) AS n ON CONFLICT DO NOTHING`,
      [readerId, i * 3],
    );
  }
  await client.query('ANALYZE');
}
