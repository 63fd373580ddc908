// The community the feed benchmarks read (bench-feed, bench-feed-frames): authors and posts written
// in bulk by SQL, what months of a busy community would have written. Ideas and pro/con thoughts
// over 40 symbols, every fourth post an idea, one second apart, newest last.
const SYMBOLS = `AAPL MSFT NVDA AMZN GOOGL META TSLA JPM V KO PEP XOM CVX WMT COST JNJ LLY PFE UNH
  ABBV BAC WFC DIS NKE SBUX INTC AMD CRM ADBE NOW ORCL IBM CSCO QCOM TXN HD LOW MCD T VZ`.split(
  /\s+/,
);

const authorId = (n) => `('00000000-be0c-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/**
 * `posts` posts by `authors` authors; each of `readerIds` follows 50 of them (offset by reader, so
 * activity feeds differ). Runs ANALYZE so the planner sees the real table sizes.
 */
export async function writeFeedPosts(client, { posts, authors, readerIds = [] }) {
  await client.query(`
    INSERT INTO users (id, email, name, password_hash)
    SELECT ${authorId('n')}, 'author' || n || '@bench.invalid', 'Author ' || n, 'x'
    FROM generate_series(1, ${authors}) AS n`);
  await client.query(`
    INSERT INTO posts (user_id, kind, symbol, body, pro_or_con, slug, idea_type, posted_price_e4,
                       benchmark_price_e4, agree_count, created_at)
    SELECT ${authorId(`1 + n % ${authors}`)},
           CASE WHEN n % 4 = 0 THEN 'idea' ELSE 'thought' END,
           (ARRAY['${SYMBOLS.join("','")}'])[1 + n % ${SYMBOLS.length}],
           'Benchmark post number ' || n || ': margins, growth and what the market is missing.',
           CASE WHEN n % 4 = 0 THEN NULL WHEN n % 2 = 0 THEN 'pro' ELSE 'con' END,
           CASE WHEN n % 4 = 0 THEN NULL ELSE 'benchmark-post-' || n END,
           CASE WHEN n % 4 = 0 THEN (CASE WHEN n % 8 = 0 THEN 'buy' ELSE 'sell' END) END,
           CASE WHEN n % 4 = 0 THEN 1000000 END,
           CASE WHEN n % 4 = 0 THEN 5000000 END,
           n % 7,
           now() - make_interval(secs => ${posts} - n)
    FROM generate_series(1, ${posts}) AS n`);
  for (const [i, readerId] of readerIds.entries()) {
    await client.query(
      `INSERT INTO follows (follower_id, followee_id)
       SELECT $1::uuid, ${authorId(`1 + (n + $2) % ${authors}`)}
       FROM generate_series(0, 49) AS n ON CONFLICT DO NOTHING`,
      [readerId, i * 3],
    );
  }
  await client.query('ANALYZE');
}
