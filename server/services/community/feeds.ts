// Feeds: the activity of the people a reader follows, the whole community, the
// popular ideas, and a security's two columns of pros and cons. All go through readPosts, so the
// privacy filter and the cursor rules are the same everywhere.
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type {
  PostPage,
  PostsQuery,
  ProfileKind,
  SecurityCommunity,
  Vote,
} from '@/contract/community';
import { follows, posts, privacySettings } from '../../db/schema/community';
import { resolveSymbol } from '../market/securities';
import type { CommunityDeps } from './deps';
import { type PageRequest, type PostFilter, READER, readPosts, toPosts } from './post-query';
import { visibleIdeaOrThought } from './privacy';
import { users } from '../../db/schema';

const FOLLOWED: PostFilter = {
  key: 'activity',
  where: sql`(${posts.userId} = ${READER} OR ${posts.userId} IN (
    SELECT ${follows.followeeId} FROM ${follows} WHERE ${follows.followerId} = ${READER}))`,
};

/** Posts by the people the reader follows, and the reader's own. */
export function activityFeed(
  deps: CommunityDeps,
  readerId: string,
  page: PageRequest,
): Promise<PostPage> {
  return readPosts(deps, readerId, FOLLOWED, page);
}

/** Everything the reader may see, newest first. */
export function communityFeed(
  deps: CommunityDeps,
  readerId: string,
  page: PageRequest,
): Promise<PostPage> {
  return readPosts(deps, readerId, { key: 'community' }, page);
}

/** Posts filtered by security or author (`/app/ideas` asks for the reader's own ideas). */
export function listPosts(
  deps: CommunityDeps,
  readerId: string,
  query: PostsQuery & { kind?: 'idea' | 'thought' },
): Promise<PostPage> {
  return readPosts(
    deps,
    readerId,
    {
      key: `list:${query.kind ?? 'any'}:${query.user_id ? 'author' : 'anyone'}`,
      where: and(
        query.kind ? eq(posts.kind, query.kind) : undefined,
        query.user_id ? eq(posts.userId, sql.placeholder('author')) : undefined,
      ),
      values: { author: query.user_id },
    },
    query,
    query.symbol ? resolveSymbol(query.symbol).symbol : undefined,
  );
}

/** Days an idea counts as recent for the popular list. */
const POPULAR_WINDOW_DAYS = 30;
const POPULAR_COUNT = 20;

/**
 * Popular ideas: the recent ideas on the securities the most people have ideas about, best
 * graded first within a security is left to the client; here: most discussed securities first.
 */
export async function popularIdeas(deps: CommunityDeps, readerId: string): Promise<PostPage> {
  const since = new Date(deps.now().getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const discussion = sql<number>`(SELECT count(*) FROM ${posts} p2 WHERE p2.symbol = ${posts.symbol} AND p2.hidden_at IS NULL AND p2.created_at >= ${since.toISOString()}::timestamptz)`;
  const rows = await selectForPopular(deps, readerId)
    .where(and(visibleIdeaOrThought(readerId), eq(posts.kind, 'idea'), gte(posts.createdAt, since)))
    .orderBy(desc(discussion), desc(posts.id))
    .limit(POPULAR_COUNT);
  return { items: await toPosts(deps, rows), next_cursor: null };
}

function selectForPopular(deps: CommunityDeps, readerId: string) {
  // The same row shape readPosts uses (post-query.ts), built here for a different order.
  return deps.db
    .select({
      post: posts,
      authorName: users.name,
      authorKind: sql<ProfileKind | null>`(SELECT kind FROM community_profiles cp WHERE cp.user_id = ${posts.userId})`,
      authorHandle: sql<
        string | null
      >`(SELECT handle FROM community_profiles cp WHERE cp.user_id = ${posts.userId})`,
      myVote: sql<Vote | null>`(SELECT vote FROM post_votes v WHERE v.post_id = ${posts.id} AND v.user_id = ${readerId}::uuid)`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .$dynamic();
}

/** Pros and cons in two columns and the ideas on a security. */
export async function securityCommunity(
  deps: CommunityDeps,
  readerId: string,
  symbol: string,
): Promise<SecurityCommunity> {
  const security = resolveSymbol(symbol);
  const on = eq(posts.symbol, security.symbol);
  const page = { limit: '20' };
  const read = (key: string, where: SQL) =>
    readPosts(deps, readerId, { key: `security:${key}`, where }, page, security.symbol);
  const [pros, cons, ideas] = await Promise.all([
    read('pro', eq(posts.proOrCon, 'pro')),
    read('con', eq(posts.proOrCon, 'con')),
    read('idea', eq(posts.kind, 'idea')),
  ]);
  const counts = await deps.db
    .select({ proOrCon: posts.proOrCon, n: sql<number>`count(*)::int` })
    .from(posts)
    .leftJoin(privacySettings, eq(privacySettings.userId, posts.userId))
    .where(and(on, eq(posts.kind, 'thought'), visibleIdeaOrThought(readerId)))
    .groupBy(posts.proOrCon);
  const countOf = (side: 'pro' | 'con') => counts.find((row) => row.proOrCon === side)?.n ?? 0;
  return {
    symbol: security.symbol,
    pros: pros.items,
    cons: cons.items,
    ideas: ideas.items,
    pro_count: countOf('pro'),
    con_count: countOf('con'),
  };
}
