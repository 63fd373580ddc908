// GET /api/v1/rewards (spec §2 /referrals and /rewards_redemption): everything the two rewards
// screens show, in one answer: the reward balance (from the ledger), the cards, the redemption
// history, the referral figures with the member's link, the prize table with its odds, and the
// first-deposit funding bonus (spec §2 /funding-bonus-rules).
import { prizeOdds, type RewardsOverview } from '@/contract/rewards';
import type { Db } from '../../db/client';
import { referralCodeOf, shortUrl } from '../community/social';
import { balanceOf } from '../ledger';
import { listCards } from './cards';
import { fundingBonusStatus } from './funding-bonus';
import { rewardsAccount } from './ledger-accounts';
import { listRedemptions } from './redemptions';
import { referralCounts } from './referral-rewards';

export async function rewardsOverview(db: Db, userId: string): Promise<RewardsOverview> {
  const code = await referralCodeOf(db, userId);
  const counts = await referralCounts(db, userId);
  return {
    balance_cents: await balanceOf(db, rewardsAccount(userId)),
    cards: await listCards(db, userId),
    redemptions: await listRedemptions(db, userId),
    referrals: {
      code,
      short_url: shortUrl(code),
      referred_count: counts.referred,
      funded_count: counts.funded,
      rewards_earned: counts.rewards,
    },
    prize_table: prizeOdds(),
    funding_bonus: await fundingBonusStatus(db, userId),
  };
}
