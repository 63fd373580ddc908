// Reading posts: one query shape for every list (feeds, a security's community, a profile, a post's
// replies), with the reader's privacy filter, newest first, and a cursor that is the last id seen.
// Ids only grow, so a page asked for with `id < cursor` never repeats an item or skips one as new
// posts arrive. Lists of posts never hold replies: those are read under their post (readReplies).
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_MAX, type Post, type PostPage } from '@/contract/community';
import { users } from '../../db/schema';
import { communityProfiles, postVotes, posts, privacySettings } from '../../db/schema/community';
import { preparedOnce } from '../../db/prepared';
import { BENCHMARK_SYMBOL } from '../../market';
import type { CommunityDeps } from './deps';
import { gradeIdea } from './grade';
import { visibleIdeaOrThought, visibleTo } from './privacy';

const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  cursor?: string;
  limit?: string;
}

/**
 * Posts on one security, read newest first along its (symbol, id) index. Ordered by symbol as
 * well, on purpose: ordered by id alone, PostgreSQL may walk the whole id index backwards instead,
 * expecting the security's posts to be spread evenly, and a side with fewer than a page of posts
 * (a security nobody has written a con about) then reads every post in the table (52 ms at
 * 100,000 posts, `npm run bench:feed`); only a (symbol, …, id) index gives this order. An
 * equality, not a range: a generic plan estimates `symbol = $1` as one security's share of the
 * posts and `symbol >= $1 AND symbol <= $1` as a two-hundredth, which made the generic plan look
 * dearer than planning anew, so PostgreSQL planned every list again (1 ms each, three per page).
 */
const ON_SYMBOL = {
  where: eq(posts.symbol, sql.placeholder('symbol')),
  order: [desc(posts.symbol), desc(posts.id)],
};

/** A post's replies, newest first, along the (parent_id, id) index. */
const UNDER_POST = {
  where: eq(posts.parentId, sql.placeholder('parent')),
  order: [desc(posts.parentId), desc(posts.id)],
};

/** The reader of a prepared list or post: every read is for one reader. */
export const READER = sql`${sql.placeholder('reader')}::uuid`;

/**
 * Which posts a list holds. Every list is a prepared statement (db/prepared.ts) named by `key`:
 * whatever differs between two calls with one key must be a placeholder in `where`
 * (`sql.placeholder('author')`, READER) filled from `values`; anything written into `where` as a
 * value is fixed at the key's first use.
 */
export interface PostFilter {
  key: string;
  where?: SQL;
  values?: Record<string, unknown>;
}

/** Ideas and thoughts the reader may see that pass `filter`, one page of them. */
export function readPosts(
  deps: CommunityDeps,
  readerId: string,
  filter: PostFilter,
  page: PageRequest = {},
  symbol?: string,
): Promise<PostPage> {
  const scope = symbol === undefined ? null : ON_SYMBOL;
  return readPage(
    deps,
    readerId,
    {
      key: `posts:${filter.key}${scope ? ':symbol' : ''}`,
      where: and(visibleIdeaOrThought(READER), filter.where, scope?.where),
      values: { ...filter.values, symbol },
    },
    page,
    scope?.order,
  );
}

/** The replies to one post the reader may see (privacy.ts: only if the post is visible too). */
export function readReplies(
  deps: CommunityDeps,
  readerId: string,
  parentId: number,
  page: PageRequest = {},
): Promise<PostPage> {
  return readPage(
    deps,
    readerId,
    {
      key: 'replies',
      where: and(visibleTo(READER), UNDER_POST.where),
      values: { parent: parentId },
    },
    page,
    UNDER_POST.order,
  );
}

async function readPage(
  deps: CommunityDeps,
  readerId: string,
  filter: PostFilter,
  page: PageRequest,
  order: SQL[] = [desc(posts.id)],
): Promise<PostPage> {
  const limit = Math.min(Number(page.limit ?? DEFAULT_PAGE_SIZE), FEED_PAGE_MAX);
  const after = page.cursor ? Number(page.cursor) : null;
  const key = `${filter.key}${after === null ? '' : ':after'}:${limit + 1}`;
  const statement = preparedOnce(deps.db, key, () =>
    selectPosts(deps)
      .where(
        and(filter.where, after === null ? undefined : lt(posts.id, sql.placeholder('cursor'))),
      )
      .orderBy(...order)
      .limit(writtenLimit(limit + 1)),
  );
  const rows = await statement.execute({ ...filter.values, reader: readerId, cursor: after });
  const items = await toPosts(deps, rows.slice(0, limit));
  return {
    items,
    next_cursor: rows.length > limit ? String(rows[limit - 1]!.post.id) : null,
  };
}

/**
 * A LIMIT written into the statement, not a placeholder: a generic plan for `LIMIT $n` expects a
 * tenth of the table, so PostgreSQL never kept one and planned every page again (0.8 ms against
 * 0.15 ms of running it, pg_stat_statements at 100,000 posts). One statement per page size
 * (FEED_PAGE_MAX at most); drizzle writes an SQL limit as it is.
 */
export function writtenLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`a page of ${rows} rows`);
  return sql.raw(String(rows)) as unknown as number;
}

/** One post the reader may see, or null. */
export async function readPost(
  deps: CommunityDeps,
  readerId: string,
  postId: number,
): Promise<Post | null> {
  const statement = preparedOnce(deps.db, 'post', () =>
    selectPosts(deps).where(and(visibleTo(READER), eq(posts.id, sql.placeholder('post')))),
  );
  const [post] = await toPosts(deps, await statement.execute({ reader: readerId, post: postId }));
  return post ?? null;
}

/** Posts with their author and the reader's vote: the one row shape of every list (toPosts). */
export function selectPosts(deps: CommunityDeps) {
  return deps.db
    .select({
      post: posts,
      authorName: users.name,
      authorKind: communityProfiles.kind,
      authorHandle: communityProfiles.handle,
      myVote: postVotes.vote,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, posts.userId))
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .leftJoin(postVotes, and(eq(postVotes.postId, posts.id), eq(postVotes.userId, READER)))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/** Rows → API posts, with each idea graded at the current quotes (one quote call per page). */
export async function toPosts(deps: CommunityDeps, rows: SelectedRow[]): Promise<Post[]> {
  const symbols = [...new Set(rows.filter(isIdea).map((row) => row.post.symbol))];
  const prices = new Map<string, number>();
  if (symbols.length > 0) {
    const wanted = [...symbols, BENCHMARK_SYMBOL];
    const quotes = await deps.quotes.getQuotes(wanted, deps.now());
    quotes.forEach((quote, i) => prices.set(wanted[i]!, quote.priceUnits));
  }
  return rows.map((row) => toPost(row, prices));
}

const isIdea = (row: SelectedRow) => row.post.kind === 'idea';

function toPost(row: SelectedRow, prices: Map<string, number>): Post {
  const { post } = row;
  const idea = post.kind === 'idea';
  return {
    id: String(post.id),
    kind: post.kind,
    author: {
      id: post.userId,
      name: row.authorName,
      kind: row.authorKind ?? 'member',
      ...(post.parentId !== null && row.authorHandle ? { handle: row.authorHandle } : {}),
    },
    symbol: post.symbol,
    created_at: post.createdAt.toISOString(),
    body: post.body,
    ...(post.mentions.length > 0 ? { mentions: post.mentions } : {}),
    ...(post.parentId !== null ? { parent_id: String(post.parentId) } : {}),
    ...(post.replyCount > 0 ? { reply_count: post.replyCount } : {}),
    pro_or_con: post.proOrCon,
    slug: post.slug,
    agree_count: post.agreeCount,
    disagree_count: post.disagreeCount,
    my_vote: row.myVote,
    idea_type: post.ideaType,
    expected_return_pct: post.expectedReturnPct,
    horizon_days: post.horizonDays,
    // Only the author is shown a hidden post (privacy.ts visibleTo), so only they read why.
    hidden: post.hiddenAt === null ? null : post.moderation === 'removed' ? 'removed' : 'reported',
    grade:
      idea && post.ideaType && post.postedPriceE4 && post.benchmarkPriceE4
        ? gradeIdea({
            ideaType: post.ideaType,
            postedPriceE4: post.postedPriceE4,
            currentPriceE4: prices.get(post.symbol) ?? post.postedPriceE4,
            benchmarkSymbol: BENCHMARK_SYMBOL,
            benchmarkPostedE4: post.benchmarkPriceE4,
            benchmarkCurrentE4: prices.get(BENCHMARK_SYMBOL) ?? post.benchmarkPriceE4,
          })
        : null,
  };
}
