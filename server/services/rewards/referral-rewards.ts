// Referral rewards (spec §1 "Rewards: referrals"): a reward when a referred person funds an
// account, one per referred person, self-referral refused.
//
// The choice, and why:
// - "Funds" means the referred member's FIRST deposit has SETTLED (server/services/funding/
//   settlement.ts settleTransfer calls grantReferralReward in its transaction). Not at request
//   time: a deposit can still fail or be reversed before it settles, and an instant credit is
//   the firm's money, not the member's.
// - The reward is one unopened reward card for the referrer (source 'referral', reference = the
//   referred member's id). The prize is drawn only when the referrer reveals it (cards.ts).
// - One per referred person: reward_cards' unique (source, reference) makes a second insert a
//   no-op, even when two first deposits settle at once on two job instances.
// - A later deposit gives nothing: only when no other deposit of that member has settled.
// - Self-referral gives nothing: claimReferral already refuses one's own code; this refuses it
//   again in case a row ever says otherwise.
// - A member who named a referrer only after their first deposit settled earns the referrer
//   nothing: the reward is for bringing a new funded member, not for a later claim.
import { and, count, countDistinct, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundingTransfers } from '../../db/schema';
import { rewardCards } from '../../db/schema/rewards';
import { referrals } from '../../db/schema/social';

/**
 * Called inside the settlement transaction of a deposit (`transferId`) of `userId`. Returns the
 * referrer rewarded, or null when nobody is.
 */
export async function grantReferralReward(
  tx: Db,
  userId: string,
  transferId: string,
): Promise<string | null> {
  const [referral] = await tx
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  if (!referral || referral.referrerId === userId) return null;
  const [earlier] = await tx
    .select({ n: count() })
    .from(fundingTransfers)
    .where(
      and(
        eq(fundingTransfers.userId, userId),
        eq(fundingTransfers.direction, 'deposit'),
        eq(fundingTransfers.status, 'settled'),
        ne(fundingTransfers.id, transferId),
      ),
    );
  if ((earlier?.n ?? 0) > 0) return null;
  const inserted = await tx
    .insert(rewardCards)
    .values({ userId: referral.referrerId, source: 'referral', reference: userId })
    .onConflictDoNothing()
    .returning({ id: rewardCards.id });
  return inserted.length > 0 ? referral.referrerId : null;
}

/** How many members the referrer brought, and how many of them have a settled deposit. */
export async function referralCounts(
  db: Db,
  referrerId: string,
): Promise<{ referred: number; funded: number; rewards: number }> {
  const [referred] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), ne(referrals.referredUserId, referrerId)));
  const [funded] = await db
    .select({ n: countDistinct(referrals.referredUserId) })
    .from(referrals)
    .innerJoin(
      fundingTransfers,
      and(
        eq(fundingTransfers.userId, referrals.referredUserId),
        eq(fundingTransfers.direction, 'deposit'),
        eq(fundingTransfers.status, 'settled'),
      ),
    )
    .where(and(eq(referrals.referrerId, referrerId), ne(referrals.referredUserId, referrerId)));
  const [rewards] = await db
    .select({ n: count() })
    .from(rewardCards)
    .where(and(eq(rewardCards.userId, referrerId), eq(rewardCards.source, 'referral')));
  return { referred: referred?.n ?? 0, funded: funded?.n ?? 0, rewards: rewards?.n ?? 0 };
}
