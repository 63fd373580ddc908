// Memberships: purchase with the SANDBOX cards, a decline recorded with its reason and no ledger
// transaction, a retried Idempotency-Key answered with the first result, the fee waived at the
// live-equity minimum (paper money never counts), cancel keeping the benefits to the period's end,
// renew, and lapse — all at a frozen clock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipOverview, MembershipResult } from '@/contract/payments';
import type { TransferResponse } from '@/contract/funding';
import type { MeResponse } from '@/contract/me';
import { readMe } from '@server/services/me';
import { signedInAgent } from '../support/agent';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  transfer,
  unbalancedTransactions,
} from './funding-fixtures';
import {
  buyMembership,
  DECLINE_CARD,
  ledgerTransactionCount,
  NO_FUNDS_CARD,
  paymentLedger,
  paymentRows,
  renewMembership,
} from './payments-fixtures';

const DAY = 86_400_000;
let ctx: FundingContext;
beforeAll(async () => {
  // START is 2025-06-11T15:00Z; a $500 waiver minimum keeps the deposit inside the instant limit.
  ctx = await createFundingContext({}, { payments: { waiveFeeMinEquityCents: 500_00 } });
});
afterAll(() => ctx.close());

describe('membership purchase', () => {
  it('charges $9.99 with the success card: one balanced ledger transaction on the payment row', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const before = await paymentLedger(ctx);
    const response = await buyMembership(agent);
    expect(response.status).toBe(201);
    const result = response.body as MembershipResult;
    expect(result.membership).toMatchObject({
      plan: 'plus',
      plan_name: 'Stockroom Plus',
      status: 'active',
      fee_waived: false,
      period_fee_cents: 999,
      current_period_start: ctx.clock.at.toISOString(),
      current_period_end: '2025-07-11T15:00:00.000Z', // one calendar month later
    });
    expect(result.payment).toMatchObject({
      status: 'succeeded',
      amount_cents: 999,
      card_brand: 'visa',
      card_last4: '4242',
      provider: 'sandbox',
    });
    const [row] = await paymentRows(ctx, id);
    expect(row?.ledgerTransactionId).toBeTruthy();
    expect(row?.providerReference).toMatch(/^sandbox_ch_/);
    const after = await paymentLedger(ctx);
    // processor +999 (owed to us by the card processor), revenue −999.
    expect(after.processor - before.processor).toBe(999);
    expect(after.revenue - before.revenue).toBe(-999);
    expect(await unbalancedTransactions(ctx)).toBe(0);
    // The card number is never stored: only brand and last four.
    expect(JSON.stringify(await paymentRows(ctx, id))).not.toContain('4242424242424242');
  });

  it.each([
    [DECLINE_CARD, 'Your card was declined.'],
    [NO_FUNDS_CARD, 'Insufficient funds.'],
  ])(
    'a decline answers 402 with the reason, records a declined payment and posts nothing',
    async (card, reason) => {
      const { agent, id } = await signedInAgent(ctx.agent());
      const transactions = await ledgerTransactionCount(ctx);
      const response = await buyMembership(agent, { plan: 'plus', card });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ error: reason, code: 'payment_declined', field: 'card' });
      const rows = await paymentRows(ctx, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'declined',
        declineReason: reason,
        ledgerTransactionId: null,
      });
      expect(await ledgerTransactionCount(ctx)).toBe(transactions);
      const overview = (await agent.get('/api/v1/membership')).body as MembershipOverview;
      expect(overview.membership).toBeNull();
    },
  );

  it('the same Idempotency-Key returns the first result and writes nothing more', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const key = randomUUID();
    const first = await buyMembership(agent, undefined, key);
    const transactions = await ledgerTransactionCount(ctx);
    const again = await buyMembership(agent, undefined, key);
    expect(again.status).toBe(201);
    expect((again.body as MembershipResult).payment).toEqual(
      (first.body as MembershipResult).payment,
    );
    expect(await paymentRows(ctx, id)).toHaveLength(1);
    expect(await ledgerTransactionCount(ctx)).toBe(transactions);
    // A declined key stays declined on retry, with no second attempt.
    const declinedKey = randomUUID();
    const { agent: other, id: otherId } = await signedInAgent(ctx.agent());
    await buyMembership(other, { plan: 'plus', card: DECLINE_CARD }, declinedKey);
    const retried = await buyMembership(other, { plan: 'plus', card: DECLINE_CARD }, declinedKey);
    expect(retried.status).toBe(402);
    expect(await paymentRows(ctx, otherId)).toHaveLength(1);
  });

  it('two requests racing with one key make one payment', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      buyMembership(agent, undefined, key),
      buyMembership(agent, undefined, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.payment).toEqual(b.body.payment);
    expect(await paymentRows(ctx, id)).toHaveLength(1);
  });

  it('buying again while a member is refused (409), nothing written', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await buyMembership(agent);
    const again = await buyMembership(agent);
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('membership');
    expect(await paymentRows(ctx, id)).toHaveLength(1);
  });
});

describe('fee waiver', () => {
  it('waives the fee at or above the live-equity minimum: a waived payment, no ledger transaction', async () => {
    const { agent, userId } = await liveUser(ctx);
    const bank = await linkInstant(agent);
    const deposit = await transfer(agent, 'deposits', { amount: '500.00', bank_account_id: bank });
    expect(deposit.status).toBe(201);
    const overview = (await agent.get('/api/v1/membership')).body as MembershipOverview;
    expect(overview.waiver).toEqual({
      min_equity_cents: 500_00,
      live_equity_cents: 500_00, // the instant credit of the deposit: cash, no holdings
      eligible: true,
    });
    const transactions = await ledgerTransactionCount(ctx);
    const response = await buyMembership(agent, { plan: 'plus' }); // no card needed
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      membership: { status: 'active', fee_waived: true, period_fee_cents: 0 },
      payment: { status: 'waived', amount_cents: 0, card_last4: null },
    });
    expect(await ledgerTransactionCount(ctx)).toBe(transactions);
    expect((await paymentRows(ctx, userId))[0]?.status).toBe('waived');
    // The analytics user properties (spec §3) read the same state (the app's /me, with this
    // server's waiver minimum).
    expect(await readMe(ctx.db, userId, ctx.clock.at, 500_00)).toMatchObject({
      has_membership: true,
      membership_waive_fee_min_equity: 500, // dollars
      has_linked_payment_source: false, // cards are never kept
      total_subscription_count: 0,
      is_subscriber: true, // the membership, though its fee is waived
    });
  });

  it('paper money does not count, and without a waiver the card is required (400 naming card)', async () => {
    const { agent, id } = await signedInAgent(ctx.agent()); // a paper account only
    const overview = (await agent.get('/api/v1/membership')).body as MembershipOverview;
    expect(overview.waiver).toMatchObject({ live_equity_cents: null, eligible: false });
    const response = await buyMembership(agent, { plan: 'plus' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('card');
    expect(await paymentRows(ctx, id)).toHaveLength(0);
  });
});

describe('the benefits the plan lists are what membership does', () => {
  it('lists the configured instant-deposit limits; a member gets the larger one at once', async () => {
    const { agent } = await liveUser(ctx);
    const overview = (await agent.get('/api/v1/membership')).body as MembershipOverview;
    expect(overview.plans[0]?.benefits).toEqual([
      'Instant deposits: up to $5,000 of a deposit to spend at once while it settles ($1,000 without membership)',
      'Priority support: your support requests are flagged and answered first',
      'No monthly fee while your live account holds at least $500',
      'Monthly, cancel any time: benefits last to the end of the month you paid for',
    ]);
    // The same plans for anyone, signed in or not (the marketing home's pricing).
    const visitor = await ctx.agent().get('/api/v1/membership/plans');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ plans: overview.plans });
    const bank = await linkInstant(agent);
    const breakdown = async () => (await agent.get('/api/v1/funding/breakdown')).body.breakdown;
    expect(await breakdown()).toMatchObject({ instant_limit_cents: 1_000_00 });
    expect((await buyMembership(agent)).status).toBe(201);
    expect(await breakdown()).toMatchObject({ instant_limit_cents: 5_000_00 });
    // A $3,000 deposit: all of it is buying power at once for a member ($1,000 for others).
    const deposit = await transfer(agent, 'deposits', { amount: '3000.00', bank_account_id: bank });
    expect(deposit.status).toBe(201);
    const body = deposit.body as TransferResponse;
    expect(body.transfer.instant_cents).toBe(3_000_00);
    expect(body.breakdown).toMatchObject({
      instant_limit_cents: 5_000_00,
      instant_available_cents: 2_000_00,
    });
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });
});

describe('the membership analytics properties on /me (spec §3)', () => {
  it('has_membership turns true with a purchase; the waiver minimum is in dollars', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const me = async () => ((await agent.get('/api/v1/me')).body as MeResponse).user;
    expect(await me()).toMatchObject({
      has_membership: false,
      membership_waive_fee_min_equity: 500,
      has_linked_payment_source: false,
      total_subscription_count: 0,
    });
    expect((await buyMembership(agent)).status).toBe(201);
    expect((await me()).has_membership).toBe(true);
  });
});

describe('cancel, renew and lapse (frozen clock)', () => {
  it('cancel keeps the benefits to the period end; renew inside it un-cancels without a charge', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    await buyMembership(agent);
    const cancelled = await agent.post('/api/v1/membership/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.membership).toMatchObject({ status: 'cancelled' });
    const transactions = await ledgerTransactionCount(ctx);
    const renewed = await renewMembership(agent, {});
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      membership: { status: 'active', cancelled_at: null },
      payment: null,
    });
    expect(await ledgerTransactionCount(ctx)).toBe(transactions);
    expect(await paymentRows(ctx, id)).toHaveLength(1);
  });

  it('a period that ended reads as lapsed; renewing charges again for a new month', async () => {
    const start = ctx.clock.at;
    try {
      const { agent, id } = await signedInAgent(ctx.agent());
      await buyMembership(agent);
      await agent.post('/api/v1/membership/cancel');
      ctx.clock.at = new Date(start.getTime() + 29 * DAY); // 10 July: still paid for
      expect(
        ((await agent.get('/api/v1/membership')).body as MembershipOverview).membership?.status,
      ).toBe('cancelled');
      ctx.clock.at = new Date('2025-07-11T15:00:00Z'); // the period's end
      expect(
        ((await agent.get('/api/v1/membership')).body as MembershipOverview).membership?.status,
      ).toBe('lapsed');
      expect((await renewMembership(agent, {})).body.field).toBe('card');
      const renewed = await renewMembership(agent);
      expect(renewed.status).toBe(200);
      expect(renewed.body).toMatchObject({
        membership: {
          status: 'active',
          current_period_start: '2025-07-11T15:00:00.000Z',
          current_period_end: '2025-08-11T15:00:00.000Z',
        },
        payment: { status: 'succeeded', amount_cents: 999 },
      });
      expect((await paymentRows(ctx, id)).filter((p) => p.status === 'succeeded')).toHaveLength(2);
      const subscriptions = await agent.get('/api/v1/subscriptions');
      expect(subscriptions.body).toMatchObject({
        membership: { status: 'active' },
        viewpoint_subscriptions: [],
      });
    } finally {
      ctx.clock.at = start;
    }
  });

  it('renewing without a membership is 404 and cancelling one is 404', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await renewMembership(agent)).status).toBe(404);
    expect((await agent.post('/api/v1/membership/cancel')).status).toBe(404);
  });
});
