// The follow graph: following is idempotent both ways, and nobody follows
// themselves. Anyone with a profile can be followed: members, thought leaders, famous investors
// and featured contributors alike. A new follower is told to the member followed.
import { and, count, eq, gt } from 'drizzle-orm';
import type { FollowState } from '@/contract/community';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { follows } from '../../db/schema/community';
import { invalidInput, notFound } from '../../errors';
import { raiseNotification } from '../notifications/raise';
import { ensureProfile } from './profiles';

/** One notice a day per follower: following, unfollowing and following again is not a stream. */
const FOLLOW_NOTICE_EVERY_MS = 24 * 60 * 60 * 1000;

export async function follow(
  db: Db,
  followerId: string,
  followeeId: string,
  at: Date,
): Promise<FollowState> {
  if (followerId === followeeId) throw invalidInput('You cannot follow yourself.', 'user_id');
  await requireUser(db, followeeId);
  await db.transaction(async (tx) => {
    await ensureProfile(tx, followeeId);
    const [added] = await tx
      .insert(follows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (added) await tellFollowed(tx, followerId, followeeId, at);
  });
  return followState(db, followerId, followeeId);
}

/**
 * "Someone followed you", in the follow's transaction: listed in the centre, mailed and pushed
 * while the member's community switches are on (read at delivery). Its path is the follower's public profile
 * (src/features/community/paths.ts), which also tells one follower's notices apart.
 */
async function tellFollowed(tx: Tx, followerId: string, followeeId: string, at: Date) {
  const path = `/app/users/${followerId}/public_profile`;
  const [recent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, followeeId),
        eq(notifications.path, path),
        gt(notifications.createdAt, new Date(at.getTime() - FOLLOW_NOTICE_EVERY_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  const [follower] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, followerId));
  const name = follower?.name ?? 'A member';
  await raiseNotification(tx, {
    userId: followeeId,
    kind: 'followed',
    title: `${name} followed you`,
    body: `${name} now sees the ideas and thoughts you share in their activity feed.`,
    path,
    at,
  });
}

export async function unfollow(
  db: Db,
  followerId: string,
  followeeId: string,
): Promise<FollowState> {
  await requireUser(db, followeeId);
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return followState(db, followerId, followeeId);
}

export async function followState(db: Db, readerId: string, userId: string): Promise<FollowState> {
  const [mine] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, readerId), eq(follows.followeeId, userId)));
  const [all] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return { following: mine!.n > 0, follower_count: all!.n };
}

export async function requireUser(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('There is no such user.', 'user_id');
}
