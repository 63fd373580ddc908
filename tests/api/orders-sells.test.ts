// Order finance scenarios for sells, one per test, time frozen, the arithmetic in the comments. A
// sell holds the shares it sells (positions.held_quantity_e5), so it can never sell more than is
// owned; it takes cost basis out in proportion.
// Units: cash in cents, shares in 0.00001 (`_e5`), prices in $0.0001 (`_e4`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_CLOSE,
  createOrdersContext,
  moneyOf,
  NEXT_OPEN,
  orderOf,
  type OrdersContext,
  placeOrder,
  positionOf,
  signedInTrader,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 100, KO: 60 });
});
afterAll(() => ctx.close());

const trader = () => signedInTrader(ctx);

describe('orders: finance scenarios (sells)', () => {
  it('rejects a sell of more shares than owned, counting shares held by open sells', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('KO', 60);
    // buy 1 sh at $60.00: hold 1 × $60.00 × 1.05 = 6_300 ¢, cost 6_000 ¢, 300 ¢ back
    const bought = orderOf(
      await placeOrder(agent, { symbol: 'KO', side: 'buy', type: 'market', quantity: '1' }),
    );
    expect(bought).toMatchObject({ status: 'filled', filled_amount_cents: 6_000 });

    const tooMany = await placeOrder(agent, {
      symbol: 'KO',
      side: 'sell',
      type: 'market',
      quantity: '1.5',
    });
    expect(tooMany.status).toBe(201);
    expect(orderOf(tooMany)).toMatchObject({ status: 'rejected', filled_quantity_e5: 0 });
    expect(orderOf(tooMany).reject_reason).toMatch(/at most 1 sh of KO/);

    // A resting limit sell of the 1 share holds it: a second sell finds 0 sh available.
    const resting = orderOf(
      await placeOrder(agent, {
        symbol: 'KO',
        side: 'sell',
        type: 'limit',
        quantity: '1',
        limit_price: '100',
      }),
    );
    expect(resting).toMatchObject({ status: 'new', held_quantity_e5: 100_000 });
    const second = orderOf(
      await placeOrder(agent, { symbol: 'KO', side: 'sell', type: 'market', quantity: '0.5' }),
    );
    expect(second.status).toBe('rejected');
    expect(second.reject_reason).toMatch(/at most 0 sh/);
    expect(await positionOf(ctx, accountId, 'KO')).toMatchObject({
      quantityE5: 100_000,
      heldQuantityE5: 100_000,
    });
    // cash = 10_000_000 − 6_000 = 9_994_000: the rejections moved nothing
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_994_000, held: 0 });
  });
  it('keeps the average cost over several buys, and through a sell', async () => {
    const { agent, accountId } = await trader();
    const buy = async (dollars: number, quantity: string) => {
      ctx.quotes.set('AAPL', dollars);
      const order = orderOf(
        await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity }),
      );
      expect(order.status).toBe('filled');
    };
    await buy(100, '2'); // 2 sh × $100.00 = 20_000 ¢
    await buy(110, '3'); // 3 sh × $110.00 = 33_000 ¢
    await buy(130, '0.5'); // 0.5 sh × $130.00 = 6_500 ¢
    // basis = 20_000 + 33_000 + 6_500 = 59_500 ¢ for 5.5 sh: average = $595.00 / 5.5 = $108.1818
    const position = await positionOf(ctx, accountId, 'AAPL');
    expect(position).toMatchObject({ quantityE5: 550_000, costBasisCents: 59_500 });
    expect(Math.round((59_500 * 100 * 100_000) / 550_000)).toBe(1_081_818);

    ctx.quotes.set('AAPL', 120);
    const sold = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'sell', type: 'market', quantity: '2.75' }),
    );
    // proceeds = 2.75 × $120.00 = 33_000 ¢; basis out = 59_500 × 2.75 / 5.5 = 29_750 ¢
    expect(sold).toMatchObject({ status: 'filled', filled_amount_cents: 33_000 });
    // The answer is the order as stored (placement works it out without reading it back).
    expect(orderOf(await agent.get(`/api/v1/orders/${sold.id}`))).toEqual(sold);
    expect(await positionOf(ctx, accountId, 'AAPL')).toMatchObject({
      quantityE5: 275_000,
      costBasisCents: 29_750, // $297.50 / 2.75 sh = $108.1818: the average is unchanged
    });
    // cash = 10_000_000 − 59_500 + 33_000 = 9_973_500
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_973_500, held: 0 });
  });
  it('sells by dollars after the close, holding shares at the last price, at the open', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('KO', 50);
    await placeOrder(agent, { symbol: 'KO', side: 'buy', type: 'market', quantity: '2' }); // 10_000 ¢
    ctx.clock.at = AFTER_CLOSE;
    const placed = orderOf(
      await placeOrder(agent, { symbol: 'KO', side: 'sell', type: 'market', notional: '30' }),
    );
    // holds ceil($30.00 / $50.00) = 0.6 sh = 60_000
    expect(placed).toMatchObject({ status: 'new', held_quantity_e5: 60_000 });
    ctx.quotes.set('KO', 60);
    await ctx.matcher.runOnce(NEXT_OPEN);
    // at $60.00: floor($30.00 / $60.00) = 0.5 sh = 50_000, proceeds 0.5 × $60.00 = 3_000 ¢;
    // the other 0.1 sh it held go back to the position
    expect(orderOf(await agent.get(`/api/v1/orders/${placed.id}`))).toMatchObject({
      status: 'filled',
      filled_quantity_e5: 50_000,
      filled_amount_cents: 3_000,
      held_quantity_e5: 0,
    });
    // basis out = 10_000 × 0.5 / 2 = 2_500 ¢, leaving 7_500 ¢ for 1.5 sh ($50.00 average)
    expect(await positionOf(ctx, accountId, 'KO')).toMatchObject({
      quantityE5: 150_000,
      heldQuantityE5: 0,
      costBasisCents: 7_500,
    });
    // cash = 10_000_000 − 10_000 + 3_000 = 9_993_000
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_993_000, held: 0 });
  });
  it('triggers a stop sell when the price falls through the stop', async () => {
    const { agent, accountId } = await trader();
    ctx.quotes.set('KO', 60);
    await placeOrder(agent, { symbol: 'KO', side: 'buy', type: 'market', quantity: '4' }); // 24_000 ¢
    const stop = orderOf(
      await placeOrder(agent, {
        symbol: 'KO',
        side: 'sell',
        type: 'stop',
        quantity: '4',
        stop_price: '55',
        time_in_force: 'gtc',
      }),
    );
    expect(stop).toMatchObject({ status: 'new', held_quantity_e5: 400_000 });
    ctx.quotes.set('KO', 56);
    await ctx.matcher.runOnce(new Date('2025-06-11T16:00:00Z'));
    expect(orderOf(await agent.get(`/api/v1/orders/${stop.id}`)).status).toBe('new');
    ctx.quotes.set('KO', 54.5);
    await ctx.matcher.runOnce(new Date('2025-06-11T16:05:00Z'));
    // proceeds = 4 × $54.50 = 21_800 ¢; cash = 10_000_000 − 24_000 + 21_800 = 9_997_800
    expect(orderOf(await agent.get(`/api/v1/orders/${stop.id}`))).toMatchObject({
      status: 'filled',
      filled_amount_cents: 21_800,
    });
    expect(await moneyOf(ctx, accountId)).toEqual({ cash: 9_997_800, held: 0 });
    expect(await positionOf(ctx, accountId, 'KO')).toBeNull();
  });
});
