// The first-deposit funding bonus (spec §1 "Rewards", §2 /funding-bonus-rules): the first deposit
// of at least FUNDING_BONUS_MIN_DEPOSIT_CENTS that SETTLES in a member's live account earns
// FUNDING_BONUS_CENTS, once per member, credited to their reward balance (`user:<id>:rewards`, paid
// from `house:rewards`), from where it is redeemed into cash like every other reward
// (redemptions.ts).
//
// The choices, and why:
// - At settlement, not when the deposit is made (settlement.ts settleTransfer calls
//   grantFundingBonus in its transaction, as it does grantReferralReward): a deposit can still be
//   returned by the bank before it settles, and a returned deposit never settles, so it earns
//   nothing. Instant buying power is the firm's advance, not the member's money.
// - "First" means the first qualifying one: a smaller deposit before it neither earns the bonus
//   nor spends the member's chance.
// - Once per member: the bonus is a ledger transaction of kind 'funding_bonus' whose idempotency
//   key is the member's id. Two deposits of one member settle one after the other (both lock the
//   account row first), so the second sees the first's bonus and pays nothing; the ledger's unique
//   (kind, idempotency key) is the last guard, should two of a member's accounts ever settle at
//   once (that settlement then rolls back and is retried by the next run, which finds the bonus).
// - A settlement retried by the job finds its transfer no longer pending and books nothing again.
import { and, eq } from 'drizzle-orm';
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import type { RewardsOverview } from '@/contract/rewards';
import type { Db } from '../../db/client';
import { ledgerTransactions } from '../../db/schema';
import { postTransaction } from '../ledger';
import { HOUSE_REWARDS, rewardsAccount } from './ledger-accounts';

/** The ledger kind of the bonus; its idempotency key is the member's id. */
export const FUNDING_BONUS_KIND = 'funding_bonus';

/**
 * Called inside the settlement transaction of a deposit of `amountCents` by `userId`, under the
 * account's row lock. Returns the bonus credited in cents, or 0 when this deposit earns none.
 */
/** The bonus as the rewards screen shows it: its terms, and when it was credited, if it was. */
export async function fundingBonusStatus(
  db: Db,
  userId: string,
): Promise<RewardsOverview['funding_bonus']> {
  const [credited] = await db
    .select({ at: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(bonusOf(userId));
  return {
    amount_cents: FUNDING_BONUS_CENTS,
    min_deposit_cents: FUNDING_BONUS_MIN_DEPOSIT_CENTS,
    credited_at: credited?.at.toISOString() ?? null,
  };
}

const bonusOf = (userId: string) =>
  and(
    eq(ledgerTransactions.kind, FUNDING_BONUS_KIND),
    eq(ledgerTransactions.idempotencyKey, userId),
  );

export async function grantFundingBonus(
  tx: Db,
  userId: string,
  amountCents: number,
  at: Date,
): Promise<number> {
  if (amountCents < FUNDING_BONUS_MIN_DEPOSIT_CENTS) return 0;
  const [earlier] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(bonusOf(userId));
  if (earlier) return 0;
  await postTransaction(tx, {
    kind: FUNDING_BONUS_KIND,
    memo: 'Funding bonus for a first deposit',
    idempotencyKey: userId,
    at,
    entries: [
      { ledgerAccount: rewardsAccount(userId), amountCents: FUNDING_BONUS_CENTS },
      { ledgerAccount: HOUSE_REWARDS, amountCents: -FUNDING_BONUS_CENTS },
    ],
  });
  return FUNDING_BONUS_CENTS;
}
