// Order finance scenarios, one per test, time frozen, the arithmetic in the comments: buys, holds
// and their release here, sells in orders-sells.test.ts. Prices are set by the test's quote
// provider; the matcher runs at chosen instants.
// Units: cash in cents, shares in 0.00001 (`_e5`), prices in $0.0001 (`_e4`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '@server/services/accounts';
import {
  AFTER_CLOSE,
  cancelOrder,
  createOrdersContext,
  moneyOf,
  NEXT_OPEN,
  orderOf,
  type OrdersContext,
  placeOrder,
  positionOf,
  postingsOf,
  SESSION_CLOSE,
  signedInTrader,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 187.5, MSFT: 420, KO: 60, F: 9.9, NVDA: 138 });
});
afterAll(() => ctx.close());

const START = DEFAULT_PAPER_STARTING_CASH_CENTS; // $100,000.00 = 10_000_000 ¢

const trader = () => signedInTrader(ctx);

describe('orders: finance scenarios (buys)', () => {
  it('buys a fraction of a share by dollars', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('AAPL', 187.5);
    const response = await placeOrder(agent, {
      symbol: 'aapl',
      side: 'buy',
      type: 'market',
      notional: '100',
    });
    expect(response.status).toBe(201);
    // shares = floor($100.00 / $187.50 to 5 decimals) = floor(10_000 ¢ × 10^7 / 1_875_000) = 53_333
    // cost   = round(53_333 × 1_875_000 / 10^7) = round(9_999.94) = 10_000 ¢ ($100.00)
    expect(orderOf(response)).toMatchObject({
      symbol: 'AAPL',
      status: 'filled',
      quantity_e5: null,
      filled_quantity_e5: 53_333,
      filled_amount_cents: 10_000,
      average_fill_price_e4: 1_875_000,
      held_cents: 0,
    });
    // Filled at once: when it was placed.
    expect(orderOf(response).filled_at).toBe(orderOf(response).created_at);
    // The answer is the order as stored: placement works it out without reading it back.
    const stored = await agent.get(`/api/v1/orders/${orderOf(response).id}`);
    expect(orderOf(stored)).toEqual(orderOf(response));
    // cash = 10_000_000 − 10_000 = 9_990_000; nothing stays held
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_990_000, held: 0 });
    expect(await positionOf(ctx, accountId, 'AAPL')).toMatchObject({
      quantityE5: 53_333,
      costBasisCents: 10_000,
      heldQuantityE5: 0,
    });
    // Held and spent in one transaction, the hold is never posted on its own: one posting, cash
    // to the market.
    expect(await postingsOf(ctx, accountId)).toEqual([
      { kind: 'order_fill', legs: ['cash -10000', 'house:market_settlement 10000'] },
      { kind: 'paper_starting_cash', legs: [`cash ${START}`, `house:paper_funding -${START}`] },
    ]);
  });

  it('rejects a dollar buy too small for 0.00001 share, and holds nothing', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('MSFT', 150_000);
    const response = await placeOrder(agent, {
      symbol: 'MSFT',
      side: 'buy',
      type: 'market',
      notional: '1',
    });
    // shares = floor(100 ¢ × 10^7 / 1_500_000_000) = floor(0.67) = 0
    expect(response.status).toBe(201);
    expect(orderOf(response)).toMatchObject({
      status: 'rejected',
      reject_reason: 'The amount buys less than 0.00001 share at $150,000.00.',
      held_cents: 0,
    });
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START, held: 0 });
    expect((await postingsOf(ctx, accountId)).map((posting) => posting.kind)).toEqual([
      'paper_starting_cash',
    ]);
  });

  it('fills a limit buy when the price crosses the limit, at that price', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('MSFT', 420);
    const placed = orderOf(
      await placeOrder(agent, {
        symbol: 'MSFT',
        side: 'buy',
        type: 'limit',
        quantity: '2',
        limit_price: '410',
        time_in_force: 'gtc',
      }),
    );
    // $420 is above the $410 limit: it rests, holding 2 × $410.00 = 82_000 ¢
    expect(placed).toMatchObject({ status: 'new', held_cents: 82_000 });
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START - 82_000, held: 82_000 });

    ctx.quotes.set('MSFT', 415);
    await ctx.matcher.runOnce(new Date('2025-06-11T15:30:00Z'));
    expect(orderOf(await agent.get(`/api/v1/orders/${placed.id}`)).status).toBe('new');

    ctx.quotes.set('MSFT', 409.5);
    const summary = await ctx.matcher.runOnce(new Date('2025-06-11T16:00:00Z'));
    expect(summary.filled).toBeGreaterThanOrEqual(1);
    const detail = await agent.get(`/api/v1/orders/${placed.id}`);
    // cost = 2 × $409.50 = 81_900 ¢; the other 82_000 − 81_900 = 100 ¢ of the hold returns
    expect(orderOf(detail)).toMatchObject({
      status: 'filled',
      filled_quantity_e5: 200_000,
      filled_amount_cents: 81_900,
      average_fill_price_e4: 4_095_000,
      held_cents: 0,
    });
    expect(detail.body.fills).toEqual([
      expect.objectContaining({ quantity_e5: 200_000, price_e4: 4_095_000, amount_cents: 81_900 }),
    ]);
    // cash = 10_000_000 − 81_900 = 9_918_100
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_918_100, held: 0 });
  });

  it('keeps a market order placed after the close waiting, and fills it at the open', async () => {
    const { agent, accountId } = await trader();
    ctx.clock.at = AFTER_CLOSE; // Wednesday 18:00 New York
    ctx.quotes.set('AAPL', 200);
    const placed = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '3' }),
    );
    // hold = 3 × $200.00 × 1.05 (the market-order collar) = 63_000 ¢; a day order placed after
    // the close lives through the next session: Thursday 16:00 New York = 20:00 UTC
    expect(placed).toMatchObject({ status: 'new', held_cents: 63_000 });
    expect(placed.expires_at).toBe('2025-06-12T20:00:00.000Z');
    await ctx.matcher.runOnce(AFTER_CLOSE);
    expect(orderOf(await agent.get(`/api/v1/orders/${placed.id}`)).status).toBe('new');

    ctx.quotes.set('AAPL', 202); // the first price after the open
    await ctx.matcher.runOnce(NEXT_OPEN);
    const filled = orderOf(await agent.get(`/api/v1/orders/${placed.id}`));
    // cost = 3 × $202.00 = 60_600 ¢; 63_000 − 60_600 = 2_400 ¢ of the hold returns
    expect(filled).toMatchObject({
      status: 'filled',
      filled_amount_cents: 60_600,
      average_fill_price_e4: 2_020_000,
    });
    // cash = 10_000_000 − 60_600 = 9_939_400
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_939_400, held: 0 });
  });

  it('returns the buying power of a canceled order', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('F', 9.9);
    const placed = orderOf(
      await placeOrder(agent, {
        symbol: 'F',
        side: 'buy',
        type: 'limit',
        quantity: '10',
        limit_price: '9',
      }),
    );
    // hold = 10 × $9.00 = 9_000 ¢: buying power 10_000_000 − 9_000 = 9_991_000
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_991_000, held: 9_000 });
    const preview = await agent.post('/api/v1/orders/preview', {
      symbol: 'F',
      side: 'buy',
      type: 'market',
      quantity: '1',
    });
    expect(preview.body.buying_power_cents).toBe(9_991_000);

    const key = 'cancel-once';
    const canceled = await cancelOrder(agent, placed.id, key);
    expect(canceled.status).toBe(200);
    expect(orderOf(canceled)).toMatchObject({ status: 'canceled', held_cents: 0 });
    // cash = 9_991_000 + 9_000 = 10_000_000
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START, held: 0 });
    // A retry with the same key is the first answer; a new cancel of a canceled order is a 409.
    const retry = await cancelOrder(agent, placed.id, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(canceled.body);
    const again = await cancelOrder(agent, placed.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/canceled/);
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START, held: 0 });
  });

  it('expires a day order at the close and returns its hold; a GTC order stays', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('NVDA', 138);
    const day = orderOf(
      await placeOrder(agent, {
        symbol: 'NVDA',
        side: 'buy',
        type: 'limit',
        quantity: '1',
        limit_price: '100',
        time_in_force: 'day',
      }),
    );
    const gtc = orderOf(
      await placeOrder(agent, {
        symbol: 'NVDA',
        side: 'buy',
        type: 'limit',
        quantity: '1',
        limit_price: '90',
        time_in_force: 'gtc',
      }),
    );
    expect(day.expires_at).toBe(SESSION_CLOSE.toISOString());
    expect(gtc.expires_at).toBeNull();
    // holds: 1 × $100.00 + 1 × $90.00 = 19_000 ¢
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START - 19_000, held: 19_000 });

    await ctx.matcher.runOnce(new Date(SESSION_CLOSE.getTime() - 60_000)); // 15:59
    expect(orderOf(await agent.get(`/api/v1/orders/${day.id}`)).status).toBe('new');
    await ctx.matcher.runOnce(SESSION_CLOSE); // 16:00 New York
    expect(orderOf(await agent.get(`/api/v1/orders/${day.id}`))).toMatchObject({
      status: 'expired',
      held_cents: 0,
    });
    expect(orderOf(await agent.get(`/api/v1/orders/${gtc.id}`)).status).toBe('new');
    // cash = 10_000_000 − 9_000 (the GTC hold) = 9_991_000
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: START - 9_000, held: 9_000 });
  });
});
