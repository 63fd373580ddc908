// The account hub's overview and `/app/users/edit` (spec §2): the name on the user record and the
// community profile's bio (db/schema/community.ts community_profiles; the kind and handle are set by
// the community features, never here). The bio is stored as plain text (community/sanitize.ts).
import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccountOverview, Profile, ProfileUpdate } from '@/contract/account-settings';
import type { Db } from '../../db/client';
import { accounts, emailChanges, users } from '../../db/schema';
import { communityProfiles } from '../../db/schema/community';
import { notSignedIn } from '../../errors';
import { ensureProfile } from '../community/profiles';
import { plainText } from '../community/sanitize';

export async function readProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ name: users.name, email: users.email, bio: communityProfiles.bio })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notSignedIn();
  return { name: row.name, email: row.email, bio: row.bio ?? null };
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdate,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: input.name.trim() }).where(eq(users.id, userId));
    if (input.bio !== undefined) {
      const bio = input.bio === null ? null : plainText(input.bio).trim() || null;
      await ensureProfile(tx, userId);
      await tx.update(communityProfiles).set({ bio }).where(eq(communityProfiles.userId, userId));
    }
  });
  return readProfile(db, userId);
}

/** The change of email still waiting for its confirmation, if any. */
async function pendingEmail(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ? { new_email: row.newEmail, expires_at: row.expiresAt.toISOString() } : null;
}

/** The member's live account, when one is open (approved); null otherwise. */
export async function openLiveAccountId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.type, 'live'), ne(accounts.status, 'closed')),
    )
    .orderBy(asc(accounts.createdAt));
  return row?.id ?? null;
}

export async function accountOverview(db: Db, userId: string, now: Date): Promise<AccountOverview> {
  const [profile, pending, live] = await Promise.all([
    readProfile(db, userId),
    pendingEmail(db, userId, now),
    db
      .select({ status: accounts.status })
      .from(accounts)
      .where(
        and(eq(accounts.userId, userId), eq(accounts.type, 'live'), eq(accounts.status, 'open')),
      ),
  ]);
  return { profile, pending_email: pending, has_live_account: live.length > 0 };
}
