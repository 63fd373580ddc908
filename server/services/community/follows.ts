// The follow graph: following is idempotent both ways, and nobody follows
// themselves. Anyone with a profile can be followed: members, thought leaders, famous investors
// and featured contributors alike.
import { and, count, eq } from 'drizzle-orm';
import type { FollowState } from '@/contract/community';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { follows } from '../../db/schema/community';
import { invalidInput, notFound } from '../../errors';
import { ensureProfile } from './profiles';

export async function follow(db: Db, followerId: string, followeeId: string): Promise<FollowState> {
  if (followerId === followeeId) throw invalidInput('You cannot follow yourself.', 'user_id');
  await requireUser(db, followeeId);
  await db.transaction(async (tx) => {
    await ensureProfile(tx, followeeId);
    await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
  });
  return followState(db, followerId, followeeId);
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
