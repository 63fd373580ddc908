// The notification centre (src/contract/notifications.ts) and what raises an order's notices: a
// fill (at placement or by the matcher), a cancel, an expiry. A paper account's notices are never
// mailed; a live account's are while its "order fills" switch is on when the delivery job comes
// (tests/api/notifications-push.test.ts has the push switches). Reading marks them read, one or
// all, and never another member's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '@server/db/schema';
import { createNotificationDelivery } from '@server/jobs/notification-delivery';
import { cashAccount, postTransaction } from '@server/services/ledger';
import { type Agent, signedInAgent } from '../support/agent';
import { liveUser } from './funding-fixtures';
import {
  AFTER_CLOSE,
  cancelOrder,
  createOrdersContext,
  IN_SESSION,
  orderOf,
  type OrdersContext,
  placeOrder,
  signedInTrader,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 200, MSFT: 400 });
});
afterAll(() => ctx.close());

interface Listed {
  id: string;
  kind: string;
  title: string;
  body: string;
  path: string;
  read: boolean;
}

async function centre(agent: Agent): Promise<{ notifications: Listed[]; unread_count: number }> {
  const response = await agent.get('/api/v1/notifications');
  expect(response.status).toBe(200);
  return response.body as { notifications: Listed[]; unread_count: number };
}

/** Runs the delivery job once, now. */
async function deliver(): Promise<void> {
  const job = createNotificationDelivery(
    { ...ctx.deps, publicUrl: 'https://app.stockroom.test', now: () => ctx.clock.at },
    (error) => {
      throw error;
    },
  );
  await job.runOnce();
}

/** What became of each of the user's notifications by mail, newest first. */
async function mailStates(userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ state: notifications.emailState, at: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).map((row) => row.state);
}

describe('an order’s notices', () => {
  it('tells of a market buy filled at placement, listed but not mailed for paper', async () => {
    const { agent } = await signedInTrader(ctx);
    expect(await centre(agent)).toMatchObject({ notifications: [], unread_count: 0 });
    const placed = await placeOrder(agent, {
      symbol: 'AAPL',
      side: 'buy',
      type: 'market',
      quantity: '2',
    });
    expect(orderOf(placed).status).toBe('filled');
    const { notifications: listed, unread_count } = await centre(agent);
    expect(unread_count).toBe(1);
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'order_filled',
        title: 'Your buy order for AAPL was filled',
        body: 'Bought 2 sh of AAPL at $200.00 a share, $400.00 in all.',
        path: '/app/securities/AAPL',
        read: false,
      }),
    ]);
    const me = (await agent.get('/api/v1/me')).body as { user: { id: string } };
    expect(await mailStates(me.user.id)).toEqual(['skipped']);
  });

  it('tells of a limit order filled by the matcher, and of one canceled', async () => {
    const { agent } = await signedInTrader(ctx);
    await placeOrder(agent, {
      symbol: 'MSFT',
      side: 'buy',
      type: 'limit',
      quantity: '1',
      limit_price: '390',
    });
    const other = orderOf(
      await placeOrder(agent, {
        symbol: 'MSFT',
        side: 'buy',
        type: 'limit',
        quantity: '1',
        limit_price: '300',
      }),
    );
    expect((await centre(agent)).notifications).toEqual([]); // working orders tell nothing yet
    ctx.quotes.set('MSFT', 385);
    ctx.clock.at = new Date(IN_SESSION.getTime() + 60_000);
    await ctx.matcher.runOnce();
    ctx.quotes.set('MSFT', 400);
    ctx.clock.at = new Date(IN_SESSION.getTime() + 120_000); // listed newest first: a later instant
    expect((await cancelOrder(agent, other.id)).status).toBe(200);
    const { notifications: listed } = await centre(agent);
    expect(listed.map((n) => [n.kind, n.title])).toEqual([
      ['order_canceled', 'Your buy order for MSFT was canceled'],
      ['order_filled', 'Your buy order for MSFT was filled'],
    ]);
    expect(listed[1]!.body).toBe('Bought 1 sh of MSFT at $385.00 a share, $385.00 in all.');
  });

  it('tells of a day order expired at the close', async () => {
    const { agent } = await signedInTrader(ctx);
    await placeOrder(agent, {
      symbol: 'AAPL',
      side: 'buy',
      type: 'limit',
      quantity: '1',
      limit_price: '100',
    });
    ctx.clock.at = AFTER_CLOSE;
    await ctx.matcher.runOnce();
    const [expired] = (await centre(agent)).notifications;
    expect(expired).toMatchObject({
      kind: 'order_canceled',
      title: 'Your buy order for AAPL expired at the close',
      path: '/app/orders',
    });
    ctx.clock.at = IN_SESSION;
  });

  it('mails a live account’s fill while its order-fills switch is on, and not once it is off', async () => {
    ctx.clock.at = IN_SESSION;
    const { agent, userId, accountId } = await liveUser(ctx);
    await ctx.db.update(accounts).set({ status: 'open' }).where(eq(accounts.id, accountId));
    await postTransaction(ctx.db, {
      kind: 'test_deposit',
      memo: 'cash to trade with',
      entries: [
        { ledgerAccount: cashAccount(accountId), amountCents: 10_000_00 },
        { ledgerAccount: 'house:bank_transfers', amountCents: -10_000_00 },
      ],
    });
    const buy = { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' };
    const live = { ...buy, account_id: accountId };
    expect(orderOf(await placeOrder(agent, live)).status).toBe('filled');
    expect(await mailStates(userId)).toEqual(['pending']);
    await deliver();
    expect(
      (await agent.put('/api/v1/account/preferences', { notify_order_fills: false })).status,
    ).toBe(200);
    ctx.clock.at = new Date(IN_SESSION.getTime() + 60_000);
    expect(orderOf(await placeOrder(agent, live)).status).toBe('filled');
    await deliver();
    expect(await mailStates(userId)).toEqual(['skipped', 'sent']);
    // Listed whatever the preference says: the centre is the record.
    expect((await centre(agent)).unread_count).toBe(2);
  });
});

describe('a new follower', () => {
  it('is told once a day per follower, mailed while the community switch is on', async () => {
    ctx.clock.at = IN_SESSION;
    const followed = await signedInAgent(ctx.agent(), 'Grace Hopper');
    const fan = await signedInAgent(ctx.agent(), 'Ada Lovelace');
    const quiet = await signedInAgent(ctx.agent(), 'Alan Turing');
    expect((await fan.agent.put(`/api/v1/follows/${followed.id}`)).status).toBe(200);
    expect((await fan.agent.put(`/api/v1/follows/${followed.id}`)).status).toBe(200); // idempotent
    expect((await fan.agent.request('DELETE', `/api/v1/follows/${followed.id}`)).status).toBe(200);
    expect((await fan.agent.put(`/api/v1/follows/${followed.id}`)).status).toBe(200); // again
    await deliver();
    expect(
      (await followed.agent.put('/api/v1/account/preferences', { notify_community: false })).status,
    ).toBe(200);
    ctx.clock.at = new Date(IN_SESSION.getTime() + 60_000);
    expect((await quiet.agent.put(`/api/v1/follows/${followed.id}`)).status).toBe(200);
    await deliver();
    const listed = (await centre(followed.agent)).notifications;
    expect(listed.map((n) => [n.kind, n.title, n.path])).toEqual([
      ['followed', 'Alan Turing followed you', `/app/users/${quiet.id}/public_profile`],
      ['followed', 'Ada Lovelace followed you', `/app/users/${fan.id}/public_profile`],
    ]);
    // The first came while the preference was on; the second after it was switched off.
    expect(await mailStates(followed.id)).toEqual(['skipped', 'sent']);
    // A day later, following again is news again.
    await fan.agent.request('DELETE', `/api/v1/follows/${followed.id}`);
    ctx.clock.at = new Date(IN_SESSION.getTime() + 25 * 60 * 60_000);
    await fan.agent.put(`/api/v1/follows/${followed.id}`);
    expect((await centre(followed.agent)).unread_count).toBe(3);
    ctx.clock.at = IN_SESSION;
  });
});

describe('reading notices', () => {
  async function memberWithNotices(count: number) {
    const { agent } = await signedInTrader(ctx);
    for (let i = 0; i < count; i++) {
      await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' });
    }
    return agent;
  }

  it('marks one read (twice is once), then all, and the count follows', async () => {
    const agent = await memberWithNotices(3);
    const [first, second] = (await centre(agent)).notifications;
    const read = await agent.post(`/api/v1/notifications/${first!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      notification: { id: first!.id, read: true },
      unread_count: 2,
    });
    const again = await agent.post(`/api/v1/notifications/${first!.id}/read`);
    expect(again.body).toMatchObject({ notification: { read: true }, unread_count: 2 });
    expect((await centre(agent)).notifications.map((n) => n.read)).toEqual([true, false, false]);
    expect(second!.read).toBe(false);
    const all = await agent.post('/api/v1/notifications/read_all');
    expect(all).toMatchObject({ status: 200, body: { unread_count: 0 } });
    expect((await centre(agent)).notifications.every((n) => n.read)).toBe(true);
  });

  it("never reads or marks another member's notice: 404, and theirs stays unread", async () => {
    const owner = await memberWithNotices(1);
    const [notice] = (await centre(owner)).notifications;
    const stranger = await memberWithNotices(0);
    const refused = await stranger.post(`/api/v1/notifications/${notice!.id}/read`);
    expect(refused).toMatchObject({ status: 404, body: { field: 'id' } });
    expect((await stranger.post('/api/v1/notifications/read_all')).status).toBe(200);
    expect((await centre(owner)).unread_count).toBe(1);
    expect((await centre(stranger)).notifications).toEqual([]);
    const [row] = await ctx.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, notice!.id));
    expect(row?.readAt).toBeNull();
  });

  it('refuses a malformed id naming the field, and a visitor with 401', async () => {
    const agent = await memberWithNotices(0);
    const bad = await agent.post('/api/v1/notifications/not-an-id/read');
    expect(bad).toMatchObject({ status: 400, body: { field: 'id' } });
    const visitor = ctx.agent();
    expect((await visitor.get('/api/v1/notifications')).status).toBe(401);
  });
});
