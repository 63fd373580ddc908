// The matcher as server/main.ts runs it: on an interval, until stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matcherIntervalFromEnv } from '@server/jobs/order-matcher';
import {
  AFTER_CLOSE,
  createOrdersContext,
  NEXT_OPEN,
  orderOf,
  type OrdersContext,
  placeOrder,
  signedInTrader,
} from './orders-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext({ AAPL: 100 });
});
afterAll(async () => {
  await ctx.matcher.stop();
  await ctx.close();
});

describe('the order matcher', () => {
  it('runs on its interval until stopped, filling a waiting order once the market opens', async () => {
    const { agent } = await signedInTrader(ctx);
    ctx.clock.at = AFTER_CLOSE;
    const placed = orderOf(
      await placeOrder(agent, { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' }),
    );
    expect(placed.status).toBe('new');
    ctx.matcher.start(5);
    ctx.clock.at = NEXT_OPEN;
    await expect
      .poll(async () => orderOf(await agent.get(`/api/v1/orders/${placed.id}`)).status, {
        timeout: 5_000,
      })
      .toBe('filled');
    await ctx.matcher.stop();
  });

  it('reads its interval from ORDER_MATCHER_INTERVAL_MS (0 turns it off)', () => {
    expect(matcherIntervalFromEnv({})).toBe(1_000);
    expect(matcherIntervalFromEnv({ ORDER_MATCHER_INTERVAL_MS: '250' })).toBe(250);
    expect(matcherIntervalFromEnv({ ORDER_MATCHER_INTERVAL_MS: '0' })).toBe(0);
    expect(() => matcherIntervalFromEnv({ ORDER_MATCHER_INTERVAL_MS: 'soon' })).toThrow(
      /whole number/,
    );
  });
});
