// Reading posts: one query shape for every list (feeds, a security's community, a profile, a post's
// replies), with the reader's privacy filter, newest first, and a cursor that is the last id seen.
// Ids only grow, so a page asked for with `id < cursor` never repeats an item or skips one as new
// posts arrive. Lists of posts never hold replies: those are read under their post (readReplies).
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  FEED_PAGE_MAX,
  type Post,
  type PostPage,
  type ProfileKind,
  type Vote,
} from '@/contract/community';
import { users } from '../../db/schema';
import { communityProfiles, postVotes, posts, privacySettings } from '../../db/schema/community';
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
 * Posts on one security, read newest first along its (symbol, id) index. Written as a range and
 * ordered by symbol as well, on purpose: with `symbol = X` PostgreSQL may walk the whole id index
 * backwards instead, expecting the security's posts to be spread evenly, and a side with fewer
 * than a page of posts (a security nobody has written a con about) then reads every post in the
 * table (52 ms at 100,000 posts, `npm run bench:feed`); the range keeps the walk to that security.
 */
function onSymbol(symbol: string): { where: SQL; order: SQL[] } {
  return {
    where: and(gte(posts.symbol, symbol), lte(posts.symbol, symbol))!,
    order: [desc(posts.symbol), desc(posts.id)],
  };
}

/** A post's replies, newest first, along the (parent_id, id) index. */
function underPost(parentId: number): { where: SQL; order: SQL[] } {
  return { where: eq(posts.parentId, parentId), order: [desc(posts.parentId), desc(posts.id)] };
}

type PostRow = typeof posts.$inferSelect & {
  authorName: string;
  authorKind: ProfileKind | null;
  authorHandle: string | null;
  myVote: Vote | null;
};

/** Ideas and thoughts the reader may see that match `where`, one page of them. */
export function readPosts(
  deps: CommunityDeps,
  readerId: string,
  where: SQL | undefined,
  page: PageRequest = {},
  symbol?: string,
): Promise<PostPage> {
  const scope = symbol === undefined ? null : onSymbol(symbol);
  return readPage(
    deps,
    readerId,
    visibleIdeaOrThought(readerId),
    and(where, scope?.where),
    page,
    scope,
  );
}

/** The replies to one post the reader may see (privacy.ts: only if the post is visible too). */
export function readReplies(
  deps: CommunityDeps,
  readerId: string,
  parentId: number,
  page: PageRequest = {},
): Promise<PostPage> {
  const scope = underPost(parentId);
  return readPage(deps, readerId, visibleTo(readerId), scope.where, page, scope);
}

async function readPage(
  deps: CommunityDeps,
  readerId: string,
  visible: SQL,
  where: SQL | undefined,
  page: PageRequest,
  scope: { order: SQL[] } | null,
): Promise<PostPage> {
  const limit = Math.min(Number(page.limit ?? DEFAULT_PAGE_SIZE), FEED_PAGE_MAX);
  const rows = await selectPosts(deps, readerId)
    .where(and(visible, where, page.cursor ? lt(posts.id, Number(page.cursor)) : undefined))
    .orderBy(...(scope?.order ?? [desc(posts.id)]))
    .limit(limit + 1);
  const items = await toPosts(deps, rows.slice(0, limit));
  return {
    items,
    next_cursor: rows.length > limit ? String(rows[limit - 1]!.post.id) : null,
  };
}

/** One post the reader may see, or null. */
export async function readPost(
  deps: CommunityDeps,
  readerId: string,
  postId: number,
): Promise<Post | null> {
  const rows = await selectPosts(deps, readerId).where(
    and(visibleTo(readerId), eq(posts.id, postId)),
  );
  const [post] = await toPosts(deps, rows);
  return post ?? null;
}

function selectPosts(deps: CommunityDeps, readerId: string) {
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
    .leftJoin(
      postVotes,
      and(eq(postVotes.postId, posts.id), eq(postVotes.userId, sql`${readerId}::uuid`)),
    )
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/** Rows → API posts, with each idea graded at the current quotes (one quote call per page). */
export async function toPosts(deps: CommunityDeps, rows: SelectedRow[]): Promise<Post[]> {
  const flat: PostRow[] = rows.map((row) => ({
    ...row.post,
    authorName: row.authorName,
    authorKind: row.authorKind,
    authorHandle: row.authorHandle,
    myVote: row.myVote,
  }));
  const symbols = [...new Set(flat.filter((row) => row.kind === 'idea').map((row) => row.symbol))];
  const prices = new Map<string, number>();
  if (symbols.length > 0) {
    const wanted = [...symbols, BENCHMARK_SYMBOL];
    const quotes = await deps.quotes.getQuotes(wanted, deps.now());
    quotes.forEach((quote, i) => prices.set(wanted[i]!, quote.priceUnits));
  }
  return flat.map((row) => toPost(row, prices));
}

function toPost(row: PostRow, prices: Map<string, number>): Post {
  const idea = row.kind === 'idea';
  return {
    id: String(row.id),
    kind: row.kind,
    author: {
      id: row.userId,
      name: row.authorName,
      kind: row.authorKind ?? 'member',
      ...(row.parentId !== null && row.authorHandle ? { handle: row.authorHandle } : {}),
    },
    symbol: row.symbol,
    created_at: row.createdAt.toISOString(),
    body: row.body,
    ...(row.mentions.length > 0 ? { mentions: row.mentions } : {}),
    ...(row.parentId !== null ? { parent_id: String(row.parentId) } : {}),
    ...(row.replyCount > 0 ? { reply_count: row.replyCount } : {}),
    pro_or_con: row.proOrCon,
    slug: row.slug,
    agree_count: row.agreeCount,
    disagree_count: row.disagreeCount,
    my_vote: row.myVote,
    idea_type: row.ideaType,
    expected_return_pct: row.expectedReturnPct,
    horizon_days: row.horizonDays,
    // Only the author is shown a hidden post (privacy.ts visibleTo), so only they read why.
    hidden: row.hiddenAt === null ? null : row.moderation === 'removed' ? 'removed' : 'reported',
    grade:
      idea && row.ideaType && row.postedPriceE4 && row.benchmarkPriceE4
        ? gradeIdea({
            ideaType: row.ideaType,
            postedPriceE4: row.postedPriceE4,
            currentPriceE4: prices.get(row.symbol) ?? row.postedPriceE4,
            benchmarkSymbol: BENCHMARK_SYMBOL,
            benchmarkPostedE4: row.benchmarkPriceE4,
            benchmarkCurrentE4: prices.get(BENCHMARK_SYMBOL) ?? row.benchmarkPriceE4,
          })
        : null,
  };
}
