// The funding screen's "Pending deposits" right after a deposit: GET /funding/breakdown's
// pending_deposits_total_cents is every deposit not yet settled at its full amount, the sum of
// the pending deposits GET /funding/history lists. Instant limit $1,000, settlement after 60 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundingBreakdown, FundingTransfer } from '@/contract/funding';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  START,
  transfer,
} from './funding-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

async function pendingFigures(agent: Awaited<ReturnType<typeof liveUser>>['agent']) {
  const breakdown = (await agent.get('/api/v1/funding/breakdown')).body
    .breakdown as FundingBreakdown;
  const transfers = (await agent.get('/api/v1/funding/history')).body
    .transfers as FundingTransfer[];
  const listed = transfers
    .filter((t) => t.direction === 'deposit' && t.status === 'pending')
    .reduce((sum, t) => sum + t.amount_cents, 0);
  return { shown: breakdown.pending_deposits_total_cents, listed };
}

/** The live account's deposits in the portfolio's transaction history, newest first. */
async function portfolioDeposits(agent: Awaited<ReturnType<typeof liveUser>>['agent']) {
  const response = await agent.get('/api/v1/portfolio/transactions', {
    query: { account: 'live' },
  });
  expect(response.status).toBe(200);
  const rows = response.body.transactions as Array<{ kind?: string; amount_cents: number }>;
  return rows.filter((row) => row.kind !== undefined).map((row) => [row.kind, row.amount_cents]);
}

describe('pending deposits on the funding screen', () => {
  it('shows a deposit as pending at once, at its full amount, until it settles', async () => {
    ctx.clock.at = START;
    const { agent } = await liveUser(ctx);
    const bankId = await linkInstant(agent);

    // $500, all of it instant buying power (under the $1,000 limit): still a pending deposit.
    const first = await transfer(agent, 'deposits', { amount: '500', bank_account_id: bankId });
    expect(first.status).toBe(201);
    // The deposit's own answer carries the figure the screen shows next.
    expect((first.body.breakdown as FundingBreakdown).pending_deposits_total_cents).toBe(50_000);
    expect(await pendingFigures(agent)).toEqual({ shown: 50_000, listed: 50_000 });

    // $800 more: $500 instant (the rest of the limit), $300 on its way. 50_000 + 80_000 = 130_000.
    ctx.clock.at = new Date(START.getTime() + 1_000);
    const second = await transfer(agent, 'deposits', { amount: '800', bank_account_id: bankId });
    expect(second.status).toBe(201);
    expect(await pendingFigures(agent)).toEqual({ shown: 130_000, listed: 130_000 });
    // The portfolio's history lists each deposit once, at the same full amount, from the start.
    const listed = [
      ['deposit', 80_000],
      ['deposit', 50_000],
    ];
    expect(await portfolioDeposits(agent)).toEqual(listed);

    // The first settles at 60 s: only the second is pending.
    expect(await ctx.settlement.runOnce(new Date(START.getTime() + 60_000))).toMatchObject({
      settled: 1,
    });
    expect(await pendingFigures(agent)).toEqual({ shown: 80_000, listed: 80_000 });
    await ctx.settlement.runOnce(new Date(START.getTime() + 61_000));
    expect(await pendingFigures(agent)).toEqual({ shown: 0, listed: 0 });
    // Settling moves money from pending to cash: no new row, the same amounts.
    expect(await portfolioDeposits(agent)).toEqual(listed);
  });
});
