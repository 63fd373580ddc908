// Feeds: the activity of the people a reader follows, the whole community, and a security's two
// columns of pros and cons (the popular ideas: popular-ideas.ts). All go through readPosts, so the
// privacy filter and the cursor rules are the same everywhere.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostPage, PostsQuery, SecurityCommunity } from '@/contract/community';
import { type Db, executedRows } from '../../db/client';
import { pipelinedReads } from '../../db/pipeline';
import { preparedOnce, rawStatement } from '../../db/prepared';
import { follows, posts } from '../../db/schema/community';
import { resolveSymbol } from '../market/securities';
import type { CommunityDeps } from './deps';
import { type PageRequest, type PostFilter, READER, readPosts } from './post-query';

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

/** Pros and cons in two columns and the ideas on a security. */
export async function securityCommunity(
  deps: CommunityDeps,
  readerId: string,
  symbol: string,
): Promise<SecurityCommunity> {
  const security = resolveSymbol(symbol);
  const page = { limit: '20' };
  // Four statements sent in one write on one connection (db/pipeline.ts).
  const [pros, cons, ideas, counts] = await pipelinedReads(deps.db, (db) => {
    const read = (key: string, where: SQL) =>
      readPosts(
        { ...deps, db },
        readerId,
        { key: `security:${key}`, where },
        page,
        security.symbol,
      );
    return Promise.all([
      // The side and kind written out, not parameters: the lists read along partial indexes
      // (schema/community.ts), which a kept generic plan can use only for conditions it can see.
      read('pro', eq(posts.proOrCon, sql`'pro'`)),
      read('con', eq(posts.proOrCon, sql`'con'`)),
      read('idea', eq(posts.kind, sql`'idea'`)),
      countSides(db, readerId, security.symbol),
    ]);
  });
  const countOf = (side: 'pro' | 'con') => counts.find((row) => row.side === side)?.n ?? 0;
  return {
    symbol: security.symbol,
    pros: pros.items,
    cons: cons.items,
    ideas: ideas.items,
    pro_count: countOf('pro'),
    con_count: countOf('con'),
  };
}

/**
 * The pros and cons the reader may see, counted: those everyone may see, kept per security and
 * side as posts change (schema/community.ts securitySideCounts), and the reader's own that others
 * cannot (hidden by reports, or a kind they do not share), read from the reader's posts.
 */
export async function countSides(db: Db, readerId: string, symbol: string) {
  // Composed and planned once (db/prepared.ts): every security page asks it.
  const statement = preparedOnce(db, 'security_side_counts', () => {
    const value = sql.placeholder;
    return rawStatement(
      db,
      sql`
    SELECT s.side, (coalesce((SELECT c.shown FROM security_side_counts c
        WHERE c.symbol = ${value('symbol')} AND c.side = s.side), 0)
      + (SELECT count(*) FROM posts p WHERE p.user_id = ${value('reader')}::uuid
        AND p.symbol = ${value('symbol')} AND p.pro_or_con = s.side AND p.parent_id IS NULL
        AND NOT post_side_shown(p)))::int AS n
    FROM (VALUES ('pro'), ('con')) AS s(side)`,
    );
  });
  const result = await statement.execute({ symbol, reader: readerId });
  return executedRows<{ side: 'pro' | 'con'; n: number }>(result);
}
