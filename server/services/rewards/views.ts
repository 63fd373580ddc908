// Rows of the rewards tables as the API shows them (src/contract/rewards.ts).
import type { RewardCard, RewardRedemption } from '@/contract/rewards';
import type { rewardCards, rewardRedemptions } from '../../db/schema/rewards';

export type CardRow = typeof rewardCards.$inferSelect;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;

export const cardView = (row: CardRow): RewardCard => ({
  id: row.id,
  source: row.source,
  status: row.status,
  prize_cents: row.status === 'revealed' ? row.prizeCents : null,
  created_at: row.createdAt.toISOString(),
  revealed_at: row.revealedAt?.toISOString() ?? null,
});

export const redemptionView = (row: RedemptionRow): RewardRedemption => ({
  id: row.id,
  amount_cents: row.amountCents,
  account_id: row.accountId,
  created_at: row.createdAt.toISOString(),
});

/** $1,234.56, for messages. */
export const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
