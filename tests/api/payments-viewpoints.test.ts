// Paid viewpoint subscriptions: buying unlocks the contributor's subscriber-only viewpoints,
// cancelling keeps them readable until the paid period ends (frozen clock), renewing inside it
// takes the cancellation back without a charge; and bad card input is 400 naming the field with
// nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionsOverview, ViewpointSubscriptionResult } from '@/contract/payments';
import type { ContributorPage } from '@/contract/viewpoints';
import { demoUserId } from '@server/seed/demo-people';
import { DEMO_VIEWPOINTS } from '@server/seed/demo-viewpoints';
import { signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import type { TestContext } from '../support/test-app';
import { movableClock, seededCommunityContext } from './community-fixtures';
import {
  buyMembership,
  DECLINE_CARD,
  ledgerTransactionCount,
  paymentLedger,
  paymentRows,
  subscribe,
  SUCCESS_CARD,
} from './payments-fixtures';

const clock = movableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await seededCommunityContext(clock);
});
afterAll(() => ctx.close());

const maya = demoUserId(1);
const locked = DEMO_VIEWPOINTS.find((v) => v.by === 1 && v.subscriberOnly)!;

describe('viewpoint subscriptions', () => {
  it('buying unlocks the viewpoint; cancel keeps it until the period end; then it locks', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const page = async () =>
      (await agent.get('/api/v1/viewpoint_contributors/maya-lindqvist')).body as ContributorPage;
    const lockedNow = async () =>
      (await page()).viewpoints.find((v) => v.title === locked.title)!.locked;
    expect(await lockedNow()).toBe(true);

    const before = await paymentLedger(ctx);
    const bought = await subscribe(agent, maya);
    expect(bought.status).toBe(201);
    const result = bought.body as ViewpointSubscriptionResult;
    const end = new Date(clock.now().getTime());
    end.setUTCMonth(end.getUTCMonth() + 1); // 23 July → 23 August
    expect(result).toMatchObject({
      subscription: {
        contributor_id: maya,
        handle: 'maya-lindqvist',
        status: 'active',
        monthly_price_cents: 499,
        current_period_end: end.toISOString(),
        readable: true,
      },
      payment: { status: 'succeeded', amount_cents: 499, card_last4: '4242' },
    });
    const after = await paymentLedger(ctx);
    expect(after.processor - before.processor).toBe(499);
    expect(after.revenue - before.revenue).toBe(-499);
    expect(await lockedNow()).toBe(false);
    expect((await page()).contributor.subscribed).toBe(true);

    const cancelled = await agent.request('DELETE', `/api/v1/viewpoint_subscriptions/${maya}`);
    expect(cancelled.status).toBe(200);
    expect(await lockedNow()).toBe(false); // paid until the period ends
    // /manage lists what can still be cancelled: no longer Maya.
    const manage = await agent.get('/api/v1/viewpoint_contributors/manage');
    expect(manage.body).toEqual({ contributors: [] });
    const overview = (await agent.get('/api/v1/subscriptions')).body as SubscriptionsOverview;
    expect(overview.viewpoint_subscriptions).toMatchObject([
      { contributor_id: maya, status: 'cancelled', readable: true },
    ]);

    // Renewing inside the period takes the cancellation back without a charge.
    const transactions = await ledgerTransactionCount(ctx);
    const renewed = await subscribe(agent, maya, {}, randomUUID(), true);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ subscription: { status: 'active' }, payment: null });
    expect(await ledgerTransactionCount(ctx)).toBe(transactions);

    await agent.request('DELETE', `/api/v1/viewpoint_subscriptions/${maya}`);
    const start = clock.now();
    try {
      clock.advance(end.getTime() - start.getTime() - 1000); // a second before the end
      expect(await lockedNow()).toBe(false);
      clock.advance(1000); // the period's end
      expect(await lockedNow()).toBe(true);
      expect((await page()).contributor.subscribed).toBe(false);
      const lapsed = (await agent.get('/api/v1/subscriptions')).body as SubscriptionsOverview;
      expect(lapsed.viewpoint_subscriptions[0]).toMatchObject({
        status: 'lapsed',
        readable: false,
      });
      // After the lapse, renewing charges again.
      expect((await subscribe(agent, maya, {}, randomUUID(), true)).body.field).toBe('card');
      const again = await subscribe(agent, maya, { card: SUCCESS_CARD }, randomUUID(), true);
      expect(again.body).toMatchObject({ payment: { status: 'succeeded' } });
      expect(await lockedNow()).toBe(false);
      expect((await paymentRows(ctx, id)).filter((p) => p.status === 'succeeded')).toHaveLength(2);
    } finally {
      clock.advance(start.getTime() - clock.now().getTime());
    }
  });

  it('a declined card keeps the viewpoint locked: 402 with the reason, no ledger transaction', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const transactions = await ledgerTransactionCount(ctx);
    const response = await subscribe(agent, maya, { card: DECLINE_CARD });
    expect(response.status).toBe(402);
    expect(response.body.error).toBe('Your card was declined.');
    expect(await ledgerTransactionCount(ctx)).toBe(transactions);
    expect(await paymentRows(ctx, id)).toMatchObject([{ status: 'declined' }]);
    const page = (await agent.get('/api/v1/viewpoint_contributors/maya-lindqvist'))
      .body as ContributorPage;
    expect(page.contributor.subscribed).toBe(false);
  });

  it('refuses people who are not featured contributors (404) and subscribing to yourself', async () => {
    const { agent, id } = await signedInAgent(ctx.agent());
    const { id: someone } = await signedInAgent(ctx.agent());
    expect((await subscribe(agent, someone)).status).toBe(404);
    expect((await subscribe(agent, id)).status).toBe(409);
    expect((await subscribe(agent, 'not-a-uuid')).body.field).toBe('user_id');
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const card = SUCCESS_CARD;
  it.each([
    [{ plan: 'plus', card: { ...card, number: '4242 4242 4242 4241' } }, 'card.number'],
    [{ plan: 'plus', card: { ...card, number: '4242' } }, 'card.number'],
    [{ plan: 'plus', card: { ...card, expiry: '13/30' } }, 'card.expiry'],
    [{ plan: 'plus', card: { ...card, expiry: '06/25' } }, 'card.expiry'], // expired in June 2025 (clock: July)
    [{ plan: 'plus', card: { ...card, cvc: '12' } }, 'card.cvc'],
    [{ plan: 'plus', card: { ...card, cvc: '12345' } }, 'card.cvc'],
    [{ plan: 'gold', card }, 'plan'],
    [{ plan: 'plus', card: 'a card' }, 'card'],
    [{ plan: 'plus', card: { ...card, pin: '1234' } }, 'card'],
    [{ plan: 'plus', card, extra: 1 }, 'extra'],
  ])('%j → %s', async (body, field) => {
    const { agent } = await signedInAgent(ctx.agent());
    const before = await dbSnapshot(ctx.db);
    const response = await buyMembership(agent, body);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('needs an Idempotency-Key (400), and one key serves one purchase (422 for another)', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const missing = await buyMembership(agent, undefined, null);
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('Idempotency-Key');
    const key = randomUUID();
    expect((await buyMembership(agent, undefined, key)).status).toBe(201);
    const reused = await subscribe(agent, maya, { card: SUCCESS_CARD }, key);
    expect(reused.status).toBe(422);
  });
});
