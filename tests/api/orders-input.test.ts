// Order input, idempotency and ownership (DESIGN.md "Input": bad input → 4xx, nothing written;
// DESIGN.md "Money, quantities, time": Idempotency-Key), the list and preview, and the
// paper-account reset.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders } from '@server/db/schema';
import { signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import {
  cancelOrder,
  createOrdersContext,
  IN_SESSION,
  moneyOf,
  orderOf,
  type OrderBody,
  type OrdersContext,
  paperAccountId,
  placeOrder,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 200, MSFT: 400 });
});
afterAll(() => ctx.close());

const limitBuy: OrderBody = {
  symbol: 'MSFT',
  side: 'buy',
  type: 'limit',
  quantity: '1',
  limit_price: '300',
  time_in_force: 'gtc',
};

describe('orders: bad input is refused and writes nothing', () => {
  const cases: Array<[string, OrderBody, string, RegExp]> = [
    ['a malformed symbol', { ...limitBuy, symbol: 'AA PL$' }, 'symbol', /ticker symbol/],
    ['an unknown symbol', { ...limitBuy, symbol: 'ZZZZQ' }, 'symbol', /ZZZZQ is not a security/],
    ['a zero quantity', { ...limitBuy, quantity: '0' }, 'quantity', /greater than zero/],
    ['a negative quantity', { ...limitBuy, quantity: '-1' }, 'quantity', /positive decimal/],
    ['six decimals', { ...limitBuy, quantity: '1.123456' }, 'quantity', /at most 5 decimals/],
    ['a number for a quantity', { ...limitBuy, quantity: 1 }, 'quantity', /decimal string/],
    ['an unknown order type', { ...limitBuy, type: 'stop_limit' }, 'type', /type is invalid/],
    ['an unknown side', { ...limitBuy, side: 'short' }, 'side', /side is invalid/],
    ['an unknown time in force', { ...limitBuy, time_in_force: 'ioc' }, 'time_in_force', /invalid/],
    [
      'a limit order without a limit',
      { ...limitBuy, limit_price: undefined },
      'limit_price',
      /required/,
    ],
    [
      'a limit with five decimals',
      { ...limitBuy, limit_price: '1.00001' },
      'limit_price',
      /4 decimals/,
    ],
    [
      'a stop price on a limit order',
      { ...limitBuy, stop_price: '10' },
      'stop_price',
      /only for stop/,
    ],
    ['no amount', { ...limitBuy, quantity: undefined }, 'quantity', /required/],
    [
      'dollars on a limit order',
      { ...limitBuy, quantity: undefined, notional: '50' },
      'notional',
      /market orders only/,
    ],
    [
      'shares and dollars',
      { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1', notional: '5' },
      'notional',
      /choose shares or dollars/,
    ],
    [
      'less than a dollar',
      { symbol: 'AAPL', side: 'buy', type: 'market', notional: '0.50' },
      'notional',
      /at least 1/,
    ],
    [
      'dollars with three decimals',
      { symbol: 'AAPL', side: 'buy', type: 'market', notional: '10.001' },
      'notional',
      /2 decimals/,
    ],
    [
      'more than the dollar maximum',
      { symbol: 'AAPL', side: 'buy', type: 'market', notional: '1000000.01' },
      'notional',
      /at most 1,000,000/,
    ],
    ['an unknown field', { ...limitBuy, leverage: 10 }, 'leverage', /not a known field/],
    [
      'a live account not yet open',
      { ...limitBuy, account_type: 'live' },
      'account_type',
      /no open live account/,
    ],
    [
      'an account that is not yours',
      { ...limitBuy, account_id: randomUUID() },
      'account_id',
      /not one of your open accounts/,
    ],
  ];

  it.each(cases)('%s → 4xx naming the field', async (_name, body, field, message) => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    for (const url of ['/api/v1/orders', '/api/v1/orders/preview']) {
      const response = await agent.post(url, body, {
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
      expect(response.body.field, url).toBe(field);
      expect(String(response.body.error), url).toMatch(message);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('needs an Idempotency-Key to place, cancel or reset (400 naming the header)', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const requests = [
      agent.post('/api/v1/orders', limitBuy),
      agent.post(`/api/v1/orders/${randomUUID()}/cancel`),
      agent.post('/api/v1/accounts/paper/reset'),
      agent.post('/api/v1/orders', limitBuy, { headers: { 'idempotency-key': 'has space' } }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('Idempotency-Key');
      expect(String(response.body.error)).toMatch(/Idempotency-Key/);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it("uses the user's chosen account type, and refuses a live account not open yet", async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.put('/api/v1/accounts/account_type', { account_type: 'live' });
    const before = await dbSnapshot(ctx.db);
    const response = await placeOrder(agent, limitBuy);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'Your live account is not open yet: finish the application first.',
      code: 'unprocessable',
      field: 'account_type',
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);
    // Naming the paper account still works.
    const paper = await placeOrder(agent, { ...limitBuy, account_type: 'simulated' });
    expect(orderOf(paper)).toMatchObject({ account_type: 'simulated', status: 'new' });
  });

  it("answers 404 for another user's order, and for an id that is no order", async () => {
    const owner = await signedInAgent(ctx.agent());
    const order = orderOf(await placeOrder(owner.agent, limitBuy));
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    for (const id of [order.id, randomUUID(), 'not-an-id']) {
      expect((await agent.get(`/api/v1/orders/${id}`)).status).toBe(404);
      const cancel = await cancelOrder(agent, id);
      expect(cancel.status).toBe(404);
      expect(cancel.body).toEqual({ error: 'No such order.', code: 'not_found', field: 'id' });
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect(orderOf(await owner.agent.get(`/api/v1/orders/${order.id}`)).status).toBe('new');
  });
});

describe('orders: Idempotency-Key', () => {
  it('answers a retry with the first response and places nothing more', async () => {
    const { agent, id: userId } = await signedInAgent(ctx.agent());
    const key = randomUUID();
    const first = await placeOrder(agent, limitBuy, key);
    expect(first.status).toBe(201);
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(limitBuy).reverse());
    const retry = await placeOrder(agent, reordered, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const rows = await ctx.db.select().from(orders).where(eq(orders.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422), writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const key = randomUUID();
    await placeOrder(agent, limitBuy, key);
    const before = await dbSnapshot(ctx.db);
    const other = await placeOrder(agent, { ...limitBuy, quantity: '2' }, key);
    expect(other.status).toBe(422);
    expect(other.body.field).toBe('Idempotency-Key');
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('keeps keys per user: two users may send the same key', async () => {
    const a = await signedInAgent(ctx.agent());
    const b = await signedInAgent(ctx.agent());
    const first = await placeOrder(a.agent, limitBuy, 'shared-key');
    const second = await placeOrder(b.agent, limitBuy, 'shared-key');
    expect(orderOf(second).id).not.toBe(orderOf(first).id);
  });
});

describe('orders: list and preview', () => {
  it('lists open orders by default, all with status=all, and filters by symbol', async () => {
    ctx.clock.at = IN_SESSION;
    const { agent } = await signedInAgent(ctx.agent());
    const resting = orderOf(await placeOrder(agent, limitBuy));
    ctx.clock.at = new Date(IN_SESSION.getTime() + 60_000); // newest first needs two instants
    const filled = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' }),
    );
    expect(filled.status).toBe('filled');
    const ids = async (query: Record<string, string>) =>
      ((await agent.get('/api/v1/orders', { query })).body.orders as Array<{ id: string }>).map(
        (order) => order.id,
      );
    expect(await ids({})).toEqual([resting.id]);
    expect(await ids({ status: 'all' })).toEqual([filled.id, resting.id]);
    expect(await ids({ status: 'all', symbol: 'aapl' })).toEqual([filled.id]);
    expect((await agent.get('/api/v1/orders', { query: { status: 'done' } })).status).toBe(400);
  });

  it('previews an order without writing, and says when it would be rejected', async () => {
    ctx.clock.at = IN_SESSION;
    ctx.quotes.set('AAPL', 200);
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    const small = await agent.post('/api/v1/orders/preview', {
      symbol: 'AAPL',
      side: 'buy',
      type: 'market',
      quantity: '10',
    });
    // estimate 10 × $200.00 = 200_000 ¢; hold with the 5 % collar 10 × $210.00 = 210_000 ¢
    expect(small.body).toMatchObject({
      executes: 'now',
      estimated_amount_cents: 200_000,
      hold_cents: 210_000,
      buying_power_cents: 10_000_000,
      buying_power_after_cents: 9_790_000,
      problem: null,
    });
    const large = await agent.post('/api/v1/orders/preview', {
      symbol: 'AAPL',
      side: 'buy',
      type: 'market',
      quantity: '500',
    });
    // 500 × $210.00 = $105,000.00 > $100,000.00
    expect(large.body.problem).toEqual({
      field: 'quantity',
      error: expect.stringMatching(/needs \$105,000\.00 .* you have \$100,000\.00/),
    });
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('paper account reset', () => {
  it('closes the account with its open orders canceled and opens a fresh funded one', async () => {
    ctx.clock.at = IN_SESSION;
    const { agent, id: userId } = await signedInAgent(ctx.agent());
    const oldId = await paperAccountId(agent);
    const open = orderOf(await placeOrder(agent, limitBuy));
    await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' });

    const key = randomUUID();
    const reset = await agent.post('/api/v1/accounts/paper/reset', undefined, {
      headers: { 'idempotency-key': key },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      account: { type: 'simulated', status: 'open', cash_cents: 10_000_000 },
      closed_account_id: oldId,
      canceled_order_ids: [open.id],
    });
    const newId = (reset.body.account as { id: string }).id;
    expect(newId).not.toBe(oldId);
    expect(await paperAccountId(agent)).toBe(newId);
    expect(orderOf(await agent.get(`/api/v1/orders/${open.id}`)).status).toBe('canceled');
    // The old account keeps its history: $100,000 − $200.00 for the share, nothing held.
    expect(await moneyOf(ctx, oldId)).toEqual({ cash: 9_980_000, held: 0 });
    expect(await moneyOf(ctx, newId)).toEqual({ cash: 10_000_000, held: 0 });

    const retry = await agent.post('/api/v1/accounts/paper/reset', undefined, {
      headers: { 'idempotency-key': key },
    });
    expect(retry.body).toEqual(reset.body);
    const paper = await ctx.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.type, 'simulated')));
    expect(paper.map((row) => row.status).sort()).toEqual(['closed', 'open']);
  });
});
