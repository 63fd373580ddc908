// An author's pace, checked inside the transaction that writes a post, after the author's profile
// row is locked (so two posts sent at once are checked one after the other): the same post within
// DUPLICATE_POST_WINDOW_MINUTES is refused, and so is a post past POSTS_PER_HOUR_MAX in an hour.
// Times are the database's own, as the posts' created_at is.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DUPLICATE_POST_WINDOW_MINUTES,
  type PostKind,
  POSTS_PER_HOUR_MAX,
} from '@/contract/community';
import type { Tx } from '../../db/client';
import { communityProfiles, posts } from '../../db/schema/community';
import { conflict, rateLimited } from '../../errors';

/**
 * What makes two posts the same: kind, security, the text (spacing and case aside), idea type, and
 * for a reply the post it answers. Replies count towards the hour's posts like any post.
 */
export interface PostIdentity {
  kind: PostKind;
  symbol: string;
  body: string | null;
  ideaType?: string | null;
  parentId?: number;
}

/** Text compared without its spacing or case: "Buy  now" and "buy now" are one post. */
const normalized = (column: ReturnType<typeof sql>) =>
  sql`lower(regexp_replace(coalesce(${column}, ''), '\\s+', ' ', 'g'))`;

export async function checkAuthorPace(tx: Tx, userId: string, post: PostIdentity): Promise<void> {
  await tx
    .select({ userId: communityProfiles.userId })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId))
    .for('update');

  // The post POSTS_PER_HOUR_MAX back: within the hour, this one would be one too many.
  const [oldest] = await tx
    .select({
      waitMinutes: sql<number>`ceil(extract(epoch from (${posts.createdAt} + interval '1 hour' - now())) / 60)::int`,
    })
    .from(posts)
    .where(and(eq(posts.userId, userId), sql`${posts.createdAt} > now() - interval '1 hour'`))
    .orderBy(desc(posts.id))
    .offset(POSTS_PER_HOUR_MAX - 1)
    .limit(1);
  if (oldest) {
    const minutes = Math.max(1, oldest.waitMinutes);
    throw rateLimited(
      `You can post up to ${POSTS_PER_HOUR_MAX} times an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  const [same] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.kind, post.kind),
        eq(posts.symbol, post.symbol),
        post.kind === 'idea' ? sql`${posts.ideaType} = ${post.ideaType ?? null}` : undefined,
        post.parentId === undefined ? undefined : eq(posts.parentId, post.parentId),
        sql`${normalized(sql`${posts.body}`)} = ${normalized(sql`${post.body}::text`)}`,
        sql`${posts.createdAt} > now() - make_interval(mins => ${DUPLICATE_POST_WINDOW_MINUTES})`,
      ),
    )
    .limit(1);
  if (same) {
    const what = post.kind === 'reply' ? 'reply' : `${post.kind} on ${post.symbol}`;
    throw conflict(
      `You posted this same ${what} a moment ago. Change it, or wait ${DUPLICATE_POST_WINDOW_MINUTES} minutes to post it again.`,
      post.kind === 'idea' ? 'note' : 'body',
    );
  }
}
