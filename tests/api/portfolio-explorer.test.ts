// Portfolio explorer and the community's popular stocks (spec §2 /ideas/portfolio_explorer,
// /ideas/community), and the history ranges against the real simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteProvider } from '@server/market';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  type Closes,
  FixedQuoteProvider,
  nyTime,
  openedAt,
  paperAccountOf,
  trade,
} from './portfolio-fixtures';

const NOW = nyTime('2025-03-14', '17:00');
const day = (date: string, dollars: number) => ({ '2025-03-13': dollars, [date]: dollars });
const CLOSES: Closes = {
  AAPL: day('2025-03-14', 200),
  MSFT: day('2025-03-14', 400),
  XOM: day('2025-03-14', 100),
  KO: day('2025-03-14', 60),
  SPY: day('2025-03-14', 570),
};

let ctx: TestContext;
beforeAll(async () => {
  const now = () => NOW;
  ctx = await createTestContext({ quoteProvider: new FixedQuoteProvider(CLOSES, now), now });
});
afterAll(() => ctx.close());

async function userHolding(lots: Array<[symbol: string, shares: number, price: number]>) {
  const { agent, id: userId } = await signedInAgent(ctx.agent());
  const accountId = await paperAccountOf(ctx.db, userId);
  await openedAt(ctx.db, accountId, nyTime('2025-03-10', '09:00'));
  for (const [symbol, shares, price] of lots) {
    const at = nyTime('2025-03-13', '10:00');
    await trade(ctx.db, {
      userId,
      accountId,
      symbol,
      side: 'buy',
      quantityE5: shares * 100_000,
      price,
      at,
    });
  }
  return { agent, userId, accountId };
}

describe('portfolio explorer', () => {
  it('allocates by position and by sector in basis points that sum to 10000', async () => {
    // Values at the frozen prices: AAPL 10 × $200 = $2,000; MSFT 5 × $400 = $2,000 (both
    // Information Technology); XOM 20 × $100 = $2,000 (Energy). Cash $100,000 − $6,000 = $94,000.
    const { agent } = await userHolding([
      ['AAPL', 10, 200],
      ['MSFT', 5, 400],
      ['XOM', 20, 100],
    ]);
    const response = await agent.get('/api/v1/portfolio/explorer');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      equity_cents: 10_000_000,
      cash_cents: 9_400_000,
      invested_cents: 600_000,
      cash_bp: 9_400, // 94,000 / 100,000
      invested_bp: 600,
      sectors: [
        {
          sector: 'Information Technology',
          positions: 2,
          market_value_cents: 400_000,
          weight_bp: 6_667,
        }, // 2/3 = 6666.67 → the largest remainder takes the spare bp
        { sector: 'Energy', positions: 1, market_value_cents: 200_000, weight_bp: 3_333 },
      ],
    });
    const positions = response.body.positions as Array<{ symbol: string; weight_bp: number }>;
    // Three equal thirds: 3333.33 each; the spare bp goes to the first in order (AAPL).
    expect(positions.map((p) => [p.symbol, p.weight_bp])).toEqual([
      ['AAPL', 3_334],
      ['MSFT', 3_333],
      ['XOM', 3_333],
    ]);
    expect(positions.reduce((sum, p) => sum + p.weight_bp, 0)).toBe(10_000);
  });

  it('is all cash, with empty lists, before the first trade', async () => {
    const { agent } = await userHolding([]);
    expect((await agent.get('/api/v1/portfolio/explorer')).body).toMatchObject({
      cash_bp: 10_000,
      invested_bp: 0,
      sectors: [],
      positions: [],
    });
  });
});

describe('popular stocks', () => {
  it('counts holders and recent fills across users, never who or how much', async () => {
    await userHolding([['KO', 1, 60]]);
    await userHolding([
      ['KO', 2, 60],
      ['XOM', 1, 100],
    ]);
    const { agent } = await userHolding([['KO', 3, 60]]);
    const response = await agent.get('/api/v1/market/popular');
    expect(response.status).toBe(200);
    const body = response.body as {
      most_held: Array<{ symbol: string; holders: number }>;
      most_traded: Array<{ symbol: string; fills: number; traders: number }>;
    };
    expect(body.most_held[0]).toEqual({
      symbol: 'KO',
      name: 'The Coca-Cola Company',
      holders: 3,
      price_e4: 600_000,
      change_bp: 0,
    });
    expect(body.most_traded.find((row) => row.symbol === 'KO')).toMatchObject({
      fills: 3,
      traders: 3,
    });
    // Nothing that names an account, a user or an amount.
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/account|user|_id|quantity|_cents|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('needs a session', async () => {
    expect((await ctx.agent().get('/api/v1/market/popular')).status).toBe(401);
  });
});

describe('history ranges on the simulator', () => {
  // Wednesday 12 March 2025, 14:00 New York: a session is open.
  const now = () => nyTime('2025-03-12', '14:00');
  let sim: TestContext;
  beforeAll(async () => {
    sim = await createTestContext({ quoteProvider: createQuoteProvider({ now }), now });
  });
  afterAll(() => sim.close());

  it('answers every range with ascending points that end at the current equity', async () => {
    const { agent, id: userId } = await signedInAgent(sim.agent());
    const accountId = await paperAccountOf(sim.db, userId);
    await openedAt(sim.db, accountId, nyTime('2025-01-06', '10:00'));
    const at = nyTime('2025-03-12', '10:15');
    await trade(sim.db, {
      userId,
      accountId,
      symbol: 'AAPL',
      side: 'buy',
      quantityE5: 100_000,
      price: 230,
      at,
    });
    const equity = (await agent.get('/api/v1/portfolio')).body.equity_cents;
    const expected = { '1D': '1m', '1W': '5m', '1M': '1d', '3M': '1d', '1Y': '1d', ALL: '1d' };
    for (const [range, interval] of Object.entries(expected)) {
      const response = await agent.get('/api/v1/portfolio/history', { query: { range } });
      expect(response.status, range).toBe(200);
      const body = response.body as {
        interval: string;
        points: Array<{ at: string; equity_cents: number }>;
      };
      expect(body.interval, range).toBe(interval);
      const times = body.points.map((point) => Date.parse(point.at));
      expect(
        times.every((time, i) => i === 0 || time > (times[i - 1] as number)),
        range,
      ).toBe(true);
      expect(body.points.at(-1)?.equity_cents, range).toBe(equity);
      // The 1D line starts at the open (the account is older); ALL at the opening in January.
      if (range === '1D') expect(body.points[0]?.at).toBe('2025-03-12T13:31:00.000Z');
      if (range === 'ALL')
        expect(body.points[0]).toMatchObject({
          at: '2025-01-06T15:00:00.000Z',
          equity_cents: 10_000_000,
        });
    }
  });
});
