// The first-deposit funding bonus (spec §2 /funding-bonus-rules; server/services/rewards/
// funding-bonus.ts): the first deposit of at least the minimum that settles credits the bonus to
// the member's reward balance through the ledger, exactly once per member: not for a smaller
// deposit, not again for a later one, not twice for a retried or concurrent settlement, and never
// for a deposit the bank returns.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_BONUS_CENTS, FUNDING_BONUS_MIN_DEPOSIT_CENTS } from '@/contract/funding-bonus';
import { ledgerTransactions } from '@server/db/schema';
import { createFundingSettlement } from '@server/jobs/funding-settlement';
import { settleTransfer } from '@server/services/funding/settlement';
import { dollars } from '@server/services/funding/transfers';
import { balanceOf } from '@server/services/ledger';
import { FUNDING_BONUS_KIND } from '@server/services/rewards/funding-bonus';
import { HOUSE_REWARDS, rewardsAccount } from '@server/services/rewards/ledger-accounts';
import type { Agent } from '../support/agent';
import {
  centsString,
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  moneyOf,
  sentMicroDeposits,
  transfer,
  unbalancedTransactions,
} from './funding-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  // Settlement 60 s after a deposit; $1,000 of it is buying power at once.
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

/** A dollar amount for the deposit form: 10_000 ¢ → "100.00". */
const asDollars = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function deposit(agent: Agent, bankId: string, cents: number): Promise<string> {
  const response = await transfer(agent, 'deposits', {
    amount: asDollars(cents),
    bank_account_id: bankId,
  });
  expect(response.status).toBe(201);
  return (response.body.transfer as { id: string }).id;
}

/** Moves the clock past the settlement delay and runs the job once. */
async function settleDue() {
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 61_000);
  return ctx.settlement.runOnce(ctx.clock.at);
}

const bonusesOf = (userId: string) =>
  ctx.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, FUNDING_BONUS_KIND),
        eq(ledgerTransactions.idempotencyKey, userId),
      ),
    );

const rewardsOf = (userId: string) => balanceOf(ctx.db, rewardsAccount(userId));

describe('rewards: first-deposit funding bonus', () => {
  it('credits the bonus once, through the ledger, when the first qualifying deposit settles', async () => {
    const { agent, userId, accountId } = await liveUser(ctx);
    const bankId = await linkInstant(agent);
    const house = await balanceOf(ctx.db, HOUSE_REWARDS);

    const first = await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS);
    // Made but not settled: no bonus yet (a deposit can still be returned).
    expect(await rewardsOf(userId)).toBe(0);
    const before = await agent.get('/api/v1/rewards');
    expect(before.body.funding_bonus).toEqual({
      amount_cents: FUNDING_BONUS_CENTS,
      min_deposit_cents: FUNDING_BONUS_MIN_DEPOSIT_CENTS,
      credited_at: null,
    });
    expect(await settleDue()).toMatchObject({ settled: 1, errors: 0 });

    expect(await rewardsOf(userId)).toBe(FUNDING_BONUS_CENTS);
    expect(await balanceOf(ctx.db, HOUSE_REWARDS)).toBe(house - FUNDING_BONUS_CENTS);
    expect(await bonusesOf(userId)).toHaveLength(1);
    // The bonus is a reward, not a deposit: the account's cash is the deposit alone.
    expect((await moneyOf(ctx, accountId)).cash).toBe(FUNDING_BONUS_MIN_DEPOSIT_CENTS);
    const overview = await agent.get('/api/v1/rewards');
    expect(overview.body.balance_cents).toBe(FUNDING_BONUS_CENTS);
    expect(overview.body.funding_bonus).toMatchObject({ credited_at: ctx.clock.at.toISOString() });
    const notices = await agent.get('/api/v1/notifications');
    expect(JSON.stringify(notices.body)).toContain(
      `one-time funding bonus of ${dollars(FUNDING_BONUS_CENTS)}`,
    );

    // A retried settlement of the same deposit books nothing.
    expect(await settleTransfer(ctx.db, first, ctx.clock.at)).toBe('taken');
    expect(await settleDue()).toMatchObject({ settled: 0 });

    // A second qualifying deposit earns nothing more.
    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS * 3);
    expect(await settleDue()).toMatchObject({ settled: 1, errors: 0 });
    expect(await rewardsOf(userId)).toBe(FUNDING_BONUS_CENTS);
    expect(await bonusesOf(userId)).toHaveLength(1);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('pays nothing for a smaller deposit, then pays on the first deposit of the minimum', async () => {
    const { agent, userId } = await liveUser(ctx);
    const bankId = await linkInstant(agent);
    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS - 1);
    await settleDue();
    expect(await rewardsOf(userId)).toBe(0);
    expect(await bonusesOf(userId)).toHaveLength(0);

    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS);
    await settleDue();
    expect(await rewardsOf(userId)).toBe(FUNDING_BONUS_CENTS);
  });

  it('pays one bonus when two qualifying deposits settle at once on two job instances', async () => {
    const { agent, userId } = await liveUser(ctx);
    const bankId = await linkInstant(agent);
    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS);
    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS * 2);
    const other = createFundingSettlement({ db: ctx.db, now: () => ctx.clock.at }, (error) => {
      throw error;
    });
    ctx.clock.at = new Date(ctx.clock.at.getTime() + 61_000);
    const [a, b] = await Promise.all([
      ctx.settlement.runOnce(ctx.clock.at),
      other.runOnce(ctx.clock.at),
    ]);
    expect(a.settled + b.settled).toBe(2);
    expect(await rewardsOf(userId)).toBe(FUNDING_BONUS_CENTS);
    expect(await bonusesOf(userId)).toHaveLength(1);
  });

  it('pays nothing for a deposit the bank returns', async () => {
    const { agent, userId } = await liveUser(ctx);
    // The sandbox bank returns deposits from an account ending 0001 (R01).
    const linked = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
      routing_number: '110000000',
      account_number: '000987650001',
      account_type: 'checking',
    });
    const bankId = (linked.body.bank_account as { id: string }).id;
    const [one, two] = await sentMicroDeposits(ctx, bankId);
    const verified = await agent.post(`/api/v1/funding/bank_accounts/${bankId}/verify`, {
      amount_1: centsString(one),
      amount_2: centsString(two),
    });
    expect(verified.status).toBe(200);
    await deposit(agent, bankId, FUNDING_BONUS_MIN_DEPOSIT_CENTS * 5);
    expect(await settleDue()).toMatchObject({ returned: 1 });
    expect(await rewardsOf(userId)).toBe(0);
    expect(await bonusesOf(userId)).toHaveLength(0);
  });
});
