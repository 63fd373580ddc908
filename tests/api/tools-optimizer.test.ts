// Portfolio optimizer: the weights obey their rules on real price history, bad input is a 4xx
// naming the field with nothing written, and placing the trades creates each order once however
// often the same Idempotency-Key is sent. One app for the file, the market clock frozen in a
// session so market orders fill at once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptimizerResponse, PlaceTradesResponse } from '@/contract/optimizer';
import { orders } from '@server/db/schema';
import { createQuoteProvider } from '@server/market';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

/** Wednesday 23 July 2025, 11:00 New York: a regular session. */
const AT = new Date('2025-07-23T15:00:00Z');
const now = () => AT;

let ctx: TestContext;
let agent: Agent;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext({ quoteProvider: createQuoteProvider({ now }), now });
  ({ agent, id: userId } = await signedInAgent(ctx.agent()));
  // A paper portfolio of three holdings, all in AAPL's direction: far from minimum variance.
  for (const [symbol, notional] of [
    ['AAPL', '6000'],
    ['KO', '2000'],
    ['JNJ', '2000'],
  ]) {
    const response = await agent.post(
      '/api/v1/orders',
      { symbol, side: 'buy', type: 'market', notional },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(response.body.order).toMatchObject({ status: 'filled' });
  }
});
afterAll(() => ctx.close());

const run = async (query: Record<string, string> = {}) => {
  const response = await agent.get(`/api/v1/tools/optimizer?${new URLSearchParams(query)}`);
  return { status: response.status, body: response.body as unknown as OptimizerResponse };
};
const orderCount = async () =>
  (await ctx.db.select().from(orders).where(eq(orders.userId, userId))).length;

// A year of prices is mostly luck; the optimizer's expected returns start from the market-implied
// ones (services/tools/optimizer/expected-returns.ts), so none is a year's luck read as a forecast.
describe('expected returns', () => {
  const BASKETS = [
    'NVDA,TSLA,PLTR,HOOD,COIN', // the most volatile names
    'KO,PG,JNJ,PEP,WMT', // steady ones
    'SPY,TLT,GLD,BND', // a fund mix: market, bonds, gold
    'AAPL,MSFT,GOOGL,AMZN,META,NFLX',
  ];
  it.each(BASKETS)(
    'stay between 0 %% and 20 %% a year for every objective: %s',
    async (symbols) => {
      for (const objective of ['min_variance', 'max_sharpe'] as const) {
        const result = (await run({ symbols, objective })).body.result!;
        const returns = [
          ...result.assets.map((asset) => asset.expected_return),
          ...result.frontier.map((point) => point.expected_return),
          result.suggested.expected_return,
        ];
        for (const value of returns) {
          expect(value, `${objective} ${symbols}`).toBeGreaterThanOrEqual(0);
          expect(value, `${objective} ${symbols}`).toBeLessThanOrEqual(0.2);
        }
        expect(result.method.join(' ')).toMatch(/what the market implies/);
      }
      // The target: the middle of what the frontier reaches.
      const frontier = (await run({ symbols, objective: 'min_variance' })).body.result!.frontier;
      const middle = (frontier[0]!.expected_return + frontier.at(-1)!.expected_return) / 2;
      const target = (
        await run({ symbols, objective: 'target_return', target_return: middle.toFixed(4) })
      ).body.result!;
      expect(target.suggested.expected_return).toBeGreaterThanOrEqual(0);
      expect(target.suggested.expected_return).toBeLessThanOrEqual(0.2);
    },
  );
});

describe('GET /api/v1/tools/optimizer', () => {
  it('optimises the paper holdings by default, within the rules', async () => {
    const { status, body } = await run({ objective: 'min_variance', max_weight: '0.5' });
    expect(status).toBe(200);
    expect(body.symbols).toEqual(['AAPL', 'JNJ', 'KO']);
    const result = body.result!;
    const weights = result.assets.map((a) => a.suggested_weight);
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    weights.forEach((w) => expect(w).toBeGreaterThanOrEqual(0));
    weights.forEach((w) => expect(w).toBeLessThanOrEqual(0.5 + 1e-9));
    // The current portfolio (60 / 20 / 20 by value) is riskier than the minimum-variance one.
    expect(result.current!.volatility).toBeGreaterThan(result.suggested.volatility);
    expect(result.assets[0]!.current_weight).toBeCloseTo(0.6, 2);
    // The frontier starts at the minimum-variance point and rises.
    expect(result.frontier[0]!.volatility).toBeCloseTo(result.suggested.volatility, 9);
    expect(result.frontier.at(-1)!.expected_return).toBeGreaterThan(
      result.frontier[0]!.expected_return,
    );
    expect(result.observations).toBeGreaterThan(240);
    // Sells first; every trade worth at least $1.
    const sides = result.trades.map((t) => t.side);
    expect(sides.indexOf('buy')).toBeGreaterThan(sides.lastIndexOf('sell'));
    result.trades.forEach((t) => expect(t.estimated_cents).toBeGreaterThanOrEqual(100));
    expect(result.method.join(' ')).toContain('252 trading days');
  });

  it('answers maximum Sharpe and a reachable target return', async () => {
    const sharpe = (await run({ symbols: 'AAPL,KO,JNJ,SPY', objective: 'max_sharpe' })).body;
    const frontierBest = Math.max(
      ...sharpe.result!.frontier.map((p) => (p.expected_return - 0.04) / p.volatility),
    );
    expect(sharpe.result!.suggested.sharpe).toBeGreaterThanOrEqual(frontierBest - 1e-9);
    const mid = sharpe.result!.frontier[8]!.expected_return;
    const target = (
      await run({
        symbols: 'AAPL,KO,JNJ,SPY',
        objective: 'target_return',
        target_return: mid.toFixed(4),
      })
    ).body;
    expect(target.result!.suggested.expected_return).toBeCloseTo(Number(mid.toFixed(4)), 9);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await orderCount();
    const cases: [Record<string, string>, number, string][] = [
      [{ symbols: 'AAPL' }, 400, 'symbols'],
      [{ symbols: 'AAPL,ZZZZZ' }, 404, 'symbols'],
      [{ symbols: 'AAPL,bad*' }, 400, 'symbols'],
      [{ symbols: 'AAPL,KO,JNJ', max_weight: '0.3' }, 400, 'max_weight'],
      [{ max_weight: 'lots' }, 400, 'max_weight'],
      [{ objective: 'max_return' }, 400, 'objective'],
      [{ objective: 'target_return' }, 400, 'target_return'],
      [{ objective: 'min_variance', target_return: '0.1' }, 400, 'target_return'],
      [{ objective: 'target_return', target_return: '4' }, 422, 'target_return'],
    ];
    for (const [query, status, field] of cases) {
      const response = await agent.get(`/api/v1/tools/optimizer?${new URLSearchParams(query)}`);
      expect([query, response.status, response.body.field]).toEqual([query, status, field]);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /api/v1/tools/optimizer/trades', () => {
  it('places the trades once under a repeated Idempotency-Key, sells first', async () => {
    const { trades } = (await run({ objective: 'min_variance' })).body.result!;
    expect(trades.length).toBeGreaterThan(0);
    const body = {
      trades: trades.map(({ symbol, side, quantity }) => ({ symbol, side, quantity })),
    };
    const key = randomUUID();
    const before = await orderCount();
    const first = await agent.post('/api/v1/tools/optimizer/trades', body, {
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    const placed = (first.body as unknown as PlaceTradesResponse).orders;
    expect(placed.map((o) => [o.symbol, o.side])).toEqual(trades.map((t) => [t.symbol, t.side]));
    placed.forEach((o) => expect(o).toMatchObject({ status: 'filled', account_type: 'simulated' }));
    expect(await orderCount()).toBe(before + trades.length);

    const retry = await agent.post('/api/v1/tools/optimizer/trades', body, {
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    expect((retry.body as unknown as PlaceTradesResponse).orders.map((o) => o.id)).toEqual(
      placed.map((o) => o.id),
    );
    expect(await orderCount()).toBe(before + trades.length);

    // Now at the suggested weights: nothing left worth trading.
    expect((await run({ objective: 'min_variance' })).body.result!.trades).toEqual([]);
  });

  it('refuses bad trades before placing any', async () => {
    const before = await orderCount();
    const post = (body: unknown, key: string | null = randomUUID()) =>
      agent.post('/api/v1/tools/optimizer/trades', body, {
        headers: key ? { 'idempotency-key': key } : {},
      });
    const sell = { symbol: 'AAPL', side: 'sell', quantity: '0.1' };
    expect((await post({ trades: [sell] }, null)).body.field).toBe('Idempotency-Key');
    expect((await post({ trades: [] })).body.field).toBe('trades');
    const unknown = await post({ trades: [sell, { symbol: 'ZZZZZ', side: 'buy', quantity: '1' }] });
    expect([unknown.status, unknown.body.field]).toEqual([404, 'trades[1].symbol']);
    const twice = await post({ trades: [sell, sell] });
    expect([twice.status, twice.body.field]).toEqual([400, 'trades[1].symbol']);
    const bad = await post({ trades: [{ ...sell, quantity: '-1' }] });
    expect(bad.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});
