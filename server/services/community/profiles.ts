// Community profiles: the kind of person (member, thought leader, famous investor, featured
// contributor) and a short bio. Members get a row on their first post.
import type { Db, Tx } from '../../db/client';
import { communityProfiles } from '../../db/schema/community';

export async function ensureProfile(tx: Tx | Db, userId: string): Promise<void> {
  await tx.insert(communityProfiles).values({ userId }).onConflictDoNothing();
}
