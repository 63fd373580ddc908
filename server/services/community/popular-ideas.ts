// The popular ideas feed: the recent ideas on the securities most discussed lately, the most
// discussed security first, newest first within one. Which securities are most discussed (their
// posts in the window, counted) changes slowly and costs a pass over every recent post, so each
// instance works it out at most once a minute; the ideas themselves are read fresh each time,
// along each security's ideas index, from as few of the top securities as fill the page.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PostPage } from '@/contract/community';
import { preparedOnce } from '../../db/prepared';
import { posts } from '../../db/schema/community';
import type { CommunityDeps } from './deps';
import { READER, selectPosts, toPosts, writtenLimit } from './post-query';
import { visibleIdeaOrThought } from './privacy';

/** Days an idea counts as recent for the popular list. */
const POPULAR_WINDOW_DAYS = 30;
const POPULAR_COUNT = 20;
/** How long an instance keeps the securities' ranking. */
const RANKING_KEPT_MS = 60_000;

interface Ranked {
  symbol: string;
  /** Its ideas in the window when ranked: how many securities a page needs. */
  ideas: number;
}

const rankings = new WeakMap<object, { until: number; ranked: Ranked[] }>();

export async function popularIdeas(deps: CommunityDeps, readerId: string): Promise<PostPage> {
  const now = deps.now();
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const ranked = await ranking(deps, now, since);
  // The fewest top securities that held a page of ideas when ranked; if the reader may see fewer
  // (hidden or unshared ones, ideas grown out of the window), read again from all of them.
  let enough = 0;
  for (let total = 0; enough < ranked.length && total < POPULAR_COUNT; enough++) {
    total += ranked[enough]!.ideas;
  }
  const symbols = ranked.map((row) => row.symbol);
  let rows = await readIdeas(deps, readerId, symbols.slice(0, enough), since);
  if (rows.length < POPULAR_COUNT && enough < symbols.length) {
    rows = await readIdeas(deps, readerId, symbols, since);
  }
  return { items: await toPosts(deps, rows), next_cursor: null };
}

/** The securities with ideas in the window, most posts (ideas, thoughts, replies) first. */
async function ranking(deps: CommunityDeps, now: Date, since: Date): Promise<Ranked[]> {
  const kept = rankings.get(deps.db);
  if (kept && kept.until > now.getTime()) return kept.ranked;
  const discussion = sql<number>`count(*)`;
  const rows = await deps.db
    .select({
      symbol: posts.symbol,
      ideas: sql<number>`(count(*) FILTER (WHERE ${posts.kind} = 'idea'))::int`,
    })
    .from(posts)
    .where(and(isNull(posts.hiddenAt), gte(posts.createdAt, since)))
    .groupBy(posts.symbol)
    .orderBy(desc(discussion), posts.symbol);
  const ranked = rows.filter((row): row is Ranked => row.symbol !== null && row.ideas > 0);
  rankings.set(deps.db, { until: now.getTime() + RANKING_KEPT_MS, ranked });
  return ranked;
}

/** A page of the ideas on `symbols` the reader may see, in the ranking's order. */
function readIdeas(deps: CommunityDeps, readerId: string, symbols: string[], since: Date) {
  const statement = preparedOnce(deps.db, 'posts:popular', () => {
    const ranked = sql`${sql.placeholder('symbols')}::text[]`;
    return selectPosts(deps)
      .where(
        and(
          visibleIdeaOrThought(READER),
          eq(posts.kind, sql`'idea'`),
          sql`${posts.symbol} = ANY(${ranked})`,
          gte(posts.createdAt, sql`${sql.placeholder('since')}::timestamptz`),
        ),
      )
      .orderBy(sql`array_position(${ranked}, ${posts.symbol})`, desc(posts.id))
      .limit(writtenLimit(POPULAR_COUNT));
  });
  return statement.execute({ reader: readerId, symbols, since: since.toISOString() });
}
