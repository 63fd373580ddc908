// Deposits and withdrawals, time frozen, the arithmetic in the comments, all amounts in cents.
// Defaults of this suite: DEPOSIT_SETTLEMENT_DELAY_MS 60 s and INSTANT_DEPOSIT_LIMIT_CENTS 100_000
// ($1,000). Postings (server/services/funding/ledger-accounts.ts): a deposit credits up to the
// instant limit to cash at once (and counts it as unsettled), the rest waits in pending_deposits;
// the settlement job moves the rest to cash and clears unsettled.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingTransfers, ledgerTransactions } from '@server/db/schema';
import { dbSnapshot } from '../support/db-snapshot';
import { signedInAgent } from '../support/agent';
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
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

const later = (ms: number) => new Date(START.getTime() + ms);

async function fundedUser() {
  const user = await liveUser(ctx);
  const bankId = await linkInstant(user.agent);
  return { ...user, bankId };
}

describe('funding: deposits', () => {
  it('stays pending until the settlement job settles it after the delay', async () => {
    ctx.clock.at = START;
    const { agent, accountId, bankId } = await fundedUser();
    const response = await transfer(agent, 'deposits', { amount: '500', bank_account_id: bankId });
    expect(response.status).toBe(201);
    const made = response.body.transfer as { id: string };
    expect(response.body.transfer).toMatchObject({
      direction: 'deposit',
      amount_cents: 50_000,
      instant_cents: 50_000, // under the $1,000 instant limit: all of it is buying power now
      status: 'pending',
      settles_at: later(60_000).toISOString(),
      settled_at: null,
    });
    // cash 50_000 (instant), unsettled 50_000 → withdrawable 50_000 − 50_000 = 0
    expect(response.body.breakdown).toMatchObject({
      account_id: accountId,
      cash_cents: 50_000,
      unsettled_cents: 50_000,
      pending_deposits_cents: 0,
      withdrawable_cents: 0,
      instant_available_cents: 50_000,
    });

    // One second early: nothing is due.
    expect(await ctx.settlement.runOnce(later(59_000))).toMatchObject({ settled: 0 });
    const [stillPending] = await ctx.db
      .select()
      .from(fundingTransfers)
      .where(eq(fundingTransfers.id, made.id));
    expect(stillPending?.status).toBe('pending');

    const summary = await ctx.settlement.runOnce(later(60_000));
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect(summary.errors).toBe(0);
    expect(await moneyOf(ctx, accountId)).toEqual({
      cash: 50_000,
      unsettled: 0,
      pending: 0,
      pendingWithdrawals: 0,
    });
    // Settled once: a second run finds nothing of this account's to do.
    await ctx.settlement.runOnce(later(120_000));
    expect((await moneyOf(ctx, accountId)).cash).toBe(50_000);

    const history = await agent.get('/api/v1/funding/history');
    expect(history.body.transfers).toEqual([
      expect.objectContaining({
        id: made.id,
        status: 'settled',
        settled_at: later(60_000).toISOString(),
      }),
    ]);
    const breakdown = await agent.get('/api/v1/funding/breakdown');
    expect(breakdown.body.breakdown).toMatchObject({
      cash_cents: 50_000,
      withdrawable_cents: 50_000,
    });
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('credits instant buying power only up to the limit; the rest waits for settlement', async () => {
    ctx.clock.at = START;
    const { agent, accountId, bankId } = await fundedUser();
    const deposit = (amount: string) =>
      transfer(agent, 'deposits', { amount, bank_account_id: bankId });
    // $800: all instant (limit 100_000 − unsettled 0)
    expect((await deposit('800.00')).body.transfer).toMatchObject({ instant_cents: 80_000 });
    // $600: instant min(60_000, 100_000 − 80_000) = 20_000; 40_000 pending
    expect((await deposit('600.00')).body.transfer).toMatchObject({ instant_cents: 20_000 });
    // $50: the limit is used up; all 5_000 pending
    const third = await deposit('50.00');
    expect(third.body.transfer).toMatchObject({ amount_cents: 5_000, instant_cents: 0 });
    expect(third.body.breakdown).toMatchObject({
      cash_cents: 100_000,
      unsettled_cents: 100_000,
      pending_deposits_cents: 45_000,
      withdrawable_cents: 0,
      instant_limit_cents: 100_000,
      instant_available_cents: 0,
    });
    // The instant credit is buying power: the account list (and orders) see it as cash.
    const accounts = await agent.get('/api/v1/accounts');
    expect(accounts.body.accounts).toContainEqual(
      expect.objectContaining({ id: accountId, cash_cents: 100_000 }),
    );

    await ctx.settlement.runOnce(later(60_000));
    // cash 100_000 + 45_000 = 145_000, all settled
    expect(await moneyOf(ctx, accountId)).toEqual({
      cash: 145_000,
      unsettled: 0,
      pending: 0,
      pendingWithdrawals: 0,
    });
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('needs a live account: a paper-only user gets 409 naming the account, nothing written', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const bankId = await linkInstant(agent);
    const before = await dbSnapshot(ctx.db);
    const response = await transfer(agent, 'deposits', { amount: '10', bank_account_id: bankId });
    expect(response.status).toBe(409);
    expect(response.body.field).toBe('account');
    expect((await agent.get('/api/v1/funding/breakdown')).status).toBe(409);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('funding: withdrawals', () => {
  it('refuses more than the withdrawable cash with a field error, writing nothing', async () => {
    ctx.clock.at = START;
    const { agent, accountId, bankId } = await fundedUser();
    await transfer(agent, 'deposits', { amount: '500', bank_account_id: bankId });
    // Unsettled: cash 50_000 − unsettled 50_000 = 0 withdrawable.
    let before = await dbSnapshot(ctx.db);
    const early = await transfer(agent, 'withdrawals', { amount: '1', bank_account_id: bankId });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      error:
        'amount is more than your withdrawable cash ($0.00). Cash from deposits that have not settled yet, and cash held for open orders, cannot be withdrawn.',
      code: 'unprocessable',
      field: 'amount',
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);

    await ctx.settlement.runOnce(later(60_000));
    before = await dbSnapshot(ctx.db);
    const over = await transfer(agent, 'withdrawals', {
      amount: '500.01',
      bank_account_id: bankId,
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatch(/withdrawable cash \(\$500\.00\)/);
    expect(await dbSnapshot(ctx.db)).toBe(before);

    ctx.clock.at = later(60_000);
    const ok = await transfer(agent, 'withdrawals', { amount: '100', bank_account_id: bankId });
    expect(ok.status).toBe(201);
    expect(ok.body.transfer).toMatchObject({
      direction: 'withdrawal',
      amount_cents: 10_000,
      status: 'pending',
    });
    // cash 50_000 − 10_000 = 40_000 at once; 10_000 on its way to the bank
    expect(ok.body.breakdown).toMatchObject({
      cash_cents: 40_000,
      pending_withdrawals_cents: 10_000,
      withdrawable_cents: 40_000,
    });
    await ctx.settlement.runOnce(later(120_000));
    expect(await moneyOf(ctx, accountId)).toEqual({
      cash: 40_000,
      unsettled: 0,
      pending: 0,
      pendingWithdrawals: 0,
    });
    const history = await agent.get('/api/v1/funding/history');
    expect((history.body.transfers as Array<{ status: string }>).map((t) => t.status)).toEqual([
      'completed',
      'settled',
    ]);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('never lets concurrent withdrawals take cash below zero', async () => {
    ctx.clock.at = START;
    const { agent, accountId, bankId } = await fundedUser();
    await transfer(agent, 'deposits', { amount: '500', bank_account_id: bankId });
    await ctx.settlement.runOnce(later(60_000));
    ctx.clock.at = later(60_000);
    // Five withdrawals of $200 from $500: exactly two fit.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        transfer(agent, 'withdrawals', { amount: '200', bank_account_id: bankId }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await moneyOf(ctx, accountId)).toMatchObject({
      cash: 10_000,
      pendingWithdrawals: 40_000,
    });
  });
});

describe('funding: Idempotency-Key', () => {
  it('answers a retry with the first response and books the deposit once', async () => {
    ctx.clock.at = START;
    const { agent, accountId, bankId } = await fundedUser();
    const key = randomUUID();
    const body = { amount: '250.50', bank_account_id: bankId };
    const [first, second] = await Promise.all([
      transfer(agent, 'deposits', body, key),
      transfer(agent, 'deposits', body, key),
    ]);
    const third = await transfer(agent, 'deposits', body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(third.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    const rows = await ctx.db
      .select()
      .from(fundingTransfers)
      .where(eq(fundingTransfers.accountId, accountId));
    expect(rows).toHaveLength(1);
    const postings = await ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, rows[0]!.ledgerTransactionId));
    expect(postings).toHaveLength(1);
    expect((await moneyOf(ctx, accountId)).cash).toBe(25_050);

    // The same key with another request is a 422; nothing written.
    const before = await dbSnapshot(ctx.db);
    const reused = await transfer(agent, 'deposits', { ...body, amount: '1' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.field).toBe('Idempotency-Key');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('funding: ACAT transfer requests and history', () => {
  it('stores a request as submitted and shows it in the funding history', async () => {
    const { agent } = await liveUser(ctx);
    const response = await agent.post('/api/v1/funding/acat_transfers', {
      from_broker: 'Another Brokerage',
      account_number: 'AB12345678',
      transfer_type: 'full',
    });
    expect(response.status).toBe(201);
    const history = await agent.get('/api/v1/funding/history');
    expect(history.body).toEqual({
      transfers: [],
      acat_transfers: [
        expect.objectContaining({
          from_broker: 'Another Brokerage',
          last_four: '5678',
          transfer_type: 'full',
          status: 'submitted',
        }),
      ],
    });
  });
});
