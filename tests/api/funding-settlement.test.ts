// The settlement job (DESIGN.md "Runtime": two instances on one PostgreSQL never do the same work
// twice). Two jobs run at once over many due transfers: each is settled exactly once, the ledger
// balances, and the account ends with every deposit in cash.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingTransfers, ledgerTransactions } from '@server/db/schema';
import { createFundingSettlement } from '@server/jobs/funding-settlement';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  moneyOf,
  START,
  transfer,
  unbalancedTransactions,
} from './funding-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  // No instant credit: every cent waits for the job.
  ctx = await createFundingContext({ instantDepositLimitCents: 0, settlementDelayMs: 1_000 });
});
afterAll(() => ctx.close());

describe('funding: settlement job', () => {
  it('settles each due deposit exactly once with two jobs running together', async () => {
    ctx.clock.at = START;
    const { agent, accountId } = await liveUser(ctx);
    const bankId = await linkInstant(agent);
    const count = 30;
    for (let i = 1; i <= count; i++) {
      const response = await transfer(agent, 'deposits', {
        amount: `${i}.00`,
        bank_account_id: bankId,
      });
      expect(response.body.transfer).toMatchObject({ instant_cents: 0 });
    }
    // 1 + 2 + … + 30 = 465 dollars, all pending, none in cash yet
    expect(await moneyOf(ctx, accountId)).toMatchObject({ cash: 0, pending: 46_500 });

    const other = createFundingSettlement({ db: ctx.db, now: () => ctx.clock.at }, (error) => {
      throw error;
    });
    const due = new Date(START.getTime() + 1_000);
    const [a, b] = await Promise.all([ctx.settlement.runOnce(due), other.runOnce(due)]);
    expect(a.settled + b.settled).toBe(count);
    expect(a.errors + b.errors).toBe(0);
    expect(await moneyOf(ctx, accountId)).toEqual({
      cash: 46_500,
      unsettled: 0,
      pending: 0,
      pendingWithdrawals: 0,
    });
    const rows = await ctx.db
      .select()
      .from(fundingTransfers)
      .where(eq(fundingTransfers.accountId, accountId));
    expect(rows.every((row) => row.status === 'settled' && row.settlementTransactionId)).toBe(true);
    const settlements = await ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'deposit_settlement'));
    expect(settlements).toHaveLength(count);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('runs on an interval until stopped', async () => {
    ctx.clock.at = START;
    const { agent, accountId } = await liveUser(ctx);
    const bankId = await linkInstant(agent);
    await transfer(agent, 'deposits', { amount: '12.34', bank_account_id: bankId });
    ctx.clock.at = new Date(START.getTime() + 5_000);
    const job = createFundingSettlement({ db: ctx.db, now: () => ctx.clock.at });
    job.start(10);
    for (let i = 0; i < 200 && (await moneyOf(ctx, accountId)).cash === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await job.stop();
    expect((await moneyOf(ctx, accountId)).cash).toBe(1_234);
  });
});
