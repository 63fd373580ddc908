// Community profiles: the kind of person (member, thought leader, famous investor, featured
// contributor), a short bio and the handle others mention them by. Members get a row on their
// first community action (a post, a follow either way).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { communityProfiles } from '../../db/schema/community';
import { freeHandle, handleBase } from './handles';

/**
 * A member's community profile, made on their first community action with a free handle. Two
 * people of the same name at the same moment may pick the same handle: the loser's insert does
 * nothing (the unique index) and it tries the next free one.
 */
export async function ensureProfile(tx: Tx | Db, userId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await tx
      .select({ handle: communityProfiles.handle })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, userId));
    if (existing) return;
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const handle = await freeHandle(tx, handleBase(user?.name ?? ''));
    await tx.insert(communityProfiles).values({ userId, handle }).onConflictDoNothing();
  }
  throw new Error('No free handle for the community profile after five attempts.');
}
