// Redeeming the reward balance into cash (spec §2 /rewards_redemption): moves
// cents from `user:<id>:rewards` into the member's LIVE brokerage account's cash
// (`account:<id>:cash`) in one ledger transaction.
//
// Which account: the live account that is not closed (the same rule as deposits,
// server/services/funding/live-account.ts). Rewards are real money paid by the firm; the paper
// account holds virtual cash, and real money put there could never be withdrawn or would turn
// into play money, so a member without a live account is refused with 409 naming `account` and
// keeps the balance until they open one.
//
// Concurrency: the member's users row is locked FOR NO KEY UPDATE before the reward balance is
// read, so two redemptions (on one server or several on one PostgreSQL) take turns and cannot
// both spend the same balance; assertNotNegative is the last guard. Lock order: the users row,
// then the account row (lockAccountRow); nothing takes them the other way round.
//
// Idempotency: reward_redemptions' unique (user_id, idempotency_key) holds the first answer's
// record: a retry with the same key and amount gets the same redemption back and moves nothing;
// the same key with another amount is 422.
import { and, desc, eq } from 'drizzle-orm';
import type { RedemptionRequest, RedemptionResponse, RewardRedemption } from '@/contract/rewards';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { rewardRedemptions } from '../../db/schema/rewards';
import { AppError, unprocessable } from '../../errors';
import {
  assertNotNegative,
  balanceOf,
  cashAccount,
  lockAccountRow,
  postTransaction,
} from '../ledger';
import { liveAccountId } from '../funding/live-account';
import { keyReusedError } from '../idempotency';
import { rewardsAccount } from './ledger-accounts';
import { dollars, redemptionView, type RedemptionRow } from './views';

const noLiveAccount = () =>
  new AppError(
    'live_account_required',
    'Rewards are redeemed into the cash of a live account: choose a live account first (/app/account_type). Your reward balance stays until then.',
    'account',
  );

export async function listRedemptions(db: Db, userId: string): Promise<RewardRedemption[]> {
  const rows = await db
    .select()
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.userId, userId))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id));
  return rows.map(redemptionView);
}

async function answer(tx: Db, userId: string, row: RedemptionRow): Promise<RedemptionResponse> {
  return {
    redemption: redemptionView(row),
    balance_cents: await balanceOf(tx, rewardsAccount(userId)),
    account_cash_cents: await balanceOf(tx, cashAccount(row.accountId)),
  };
}

export async function redeem(
  deps: { db: Db; now: () => Date },
  userId: string,
  request: RedemptionRequest,
  idempotencyKey: string,
): Promise<RedemptionResponse> {
  const amount = request.amount_cents;
  return deps.db.transaction(async (tx) => {
    // Serialises this member's redemptions (see the header).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [earlier] = await tx
      .select()
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.userId, userId),
          eq(rewardRedemptions.idempotencyKey, idempotencyKey),
        ),
      );
    if (earlier) {
      if (earlier.amountCents !== amount) throw keyReusedError();
      return answer(tx, userId, earlier);
    }
    const accountId = await liveAccountId(tx, userId);
    if (!accountId) throw noLiveAccount();
    const account = await lockAccountRow(tx, accountId);
    if (!account || account.status === 'closed' || account.userId !== userId) {
      throw noLiveAccount();
    }
    const balance = await balanceOf(tx, rewardsAccount(userId));
    if (amount > balance) {
      throw unprocessable(
        `amount_cents (${amount}, ${dollars(amount)}) is more than your reward balance (${dollars(balance)}).`,
        'amount_cents',
      );
    }
    const at = deps.now();
    const transactionId = await postTransaction(tx, {
      kind: 'reward_redemption',
      memo: 'Rewards redeemed into cash',
      idempotencyKey: `${userId}:${idempotencyKey}`,
      at,
      entries: [
        { ledgerAccount: rewardsAccount(userId), amountCents: -amount },
        { ledgerAccount: cashAccount(accountId), amountCents: amount },
      ],
    });
    await assertNotNegative(tx, [rewardsAccount(userId)]);
    const [row] = await tx
      .insert(rewardRedemptions)
      .values({
        userId,
        accountId,
        amountCents: amount,
        idempotencyKey,
        ledgerTransactionId: transactionId,
        createdAt: at,
      })
      .returning();
    if (!row) throw new Error('reward redemption insert returned no row');
    return answer(tx, userId, row);
  });
}
