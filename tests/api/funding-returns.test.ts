// Deposits that end somewhere other than settled: the SANDBOX bank returns a deposit from its test
// account numbers (ending 0001: R01 insufficient funds; 0002: R02 account closed), decided when the
// settlement job would settle it. The pending part leaves, the instant credit is taken back from
// cash, the ledger balances, and the history says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/agent';
import {
  centsString,
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  moneyOf,
  START,
  sentMicroDeposits,
  transfer,
  unbalancedTransactions,
} from './funding-fixtures';

const DELAY_MS = 1_000;
let ctx: FundingContext;
beforeAll(async () => {
  // $1,000 of every deposit is buying power at once; the rest waits for settlement.
  ctx = await createFundingContext({
    instantDepositLimitCents: 1_000_00,
    settlementDelayMs: DELAY_MS,
  });
});
afterAll(() => ctx.close());

/** A verified link by micro-deposits to an account number of the caller's choosing. */
async function linkVerified(agent: Agent, accountNumber: string): Promise<string> {
  const linked = await agent.post('/api/v1/funding/bank_accounts/micro_deposits', {
    routing_number: '110000000',
    account_number: accountNumber,
    account_type: 'checking',
  });
  const id = (linked.body.bank_account as { id: string }).id;
  const [first, second] = await sentMicroDeposits(ctx, id);
  const verified = await agent.post(`/api/v1/funding/bank_accounts/${id}/verify`, {
    amount_1: centsString(first),
    amount_2: centsString(second),
  });
  expect(verified.status).toBe(200);
  return id;
}

const history = async (agent: Agent) =>
  (await agent.get('/api/v1/funding/history')).body.transfers as Array<Record<string, unknown>>;

describe('funding: returned deposits (sandbox test accounts)', () => {
  it('returns a deposit from an account ending 0001 (R01): the instant credit is taken back', async () => {
    ctx.clock.at = START;
    const { agent, accountId } = await liveUser(ctx);
    const bank = await linkVerified(agent, '000987650001');
    const made = await transfer(agent, 'deposits', { amount: '1500.00', bank_account_id: bank });
    expect(made.status).toBe(201);
    expect(await moneyOf(ctx, accountId)).toMatchObject({
      cash: 1_000_00,
      unsettled: 1_000_00,
      pending: 500_00,
    });

    const summary = await ctx.settlement.runOnce(new Date(START.getTime() + DELAY_MS));
    expect(summary.returned).toBeGreaterThanOrEqual(1);
    expect(await moneyOf(ctx, accountId)).toEqual({
      cash: 0,
      unsettled: 0,
      pending: 0,
      pendingWithdrawals: 0,
    });
    expect(await unbalancedTransactions(ctx)).toBe(0);
    expect((await history(agent))[0]).toMatchObject({
      status: 'returned',
      return_reason: 'R01: Insufficient funds',
      amount_cents: 1_500_00,
    });
    // Returned once: the next run finds nothing of it.
    await ctx.settlement.runOnce(new Date(START.getTime() + 2 * DELAY_MS));
    expect((await moneyOf(ctx, accountId)).cash).toBe(0);
  });

  it('returns one from an account ending 0002 (R02); another bank of the same member settles', async () => {
    ctx.clock.at = START;
    const { agent, accountId } = await liveUser(ctx);
    const closed = await linkVerified(agent, '4444000002');
    const good = await linkInstant(agent);
    await transfer(agent, 'deposits', { amount: '200.00', bank_account_id: closed });
    await transfer(agent, 'deposits', { amount: '300.00', bank_account_id: good });
    await ctx.settlement.runOnce(new Date(START.getTime() + DELAY_MS));
    expect(await moneyOf(ctx, accountId)).toMatchObject({ cash: 300_00, unsettled: 0, pending: 0 });
    // Made at the same frozen instant: in no particular order.
    const rows = (await history(agent)).sort(
      (a, b) => Number(b.amount_cents) - Number(a.amount_cents),
    );
    expect(rows.map((row) => [row.amount_cents, row.status, row.return_reason])).toEqual([
      [300_00, 'settled', null],
      [200_00, 'returned', 'R02: Account closed'],
    ]);
  });
});
