// GET /api/v1/portfolio/history and /transactions (equity history over a deposit and two trades;
// spec §2 mobile "transaction history"). Frozen at Friday 14 March 2025, 17:00 New York; daily
// closes from a fixed table; the account opened on Monday 10 March at 09:00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import {
  type Closes,
  deposit,
  FixedQuoteProvider,
  marketOrder,
  nyTime,
  openedAt,
  paperAccountOf,
} from './portfolio-fixtures';

const NOW = nyTime('2025-03-14', '17:00');
const CLOSES: Closes = {
  AAPL: {
    '2025-03-07': 190,
    '2025-03-10': 195,
    '2025-03-11': 198,
    '2025-03-12': 205,
    '2025-03-13': 208,
    '2025-03-14': 215,
  },
  SPY: {
    '2025-03-07': 550,
    '2025-03-10': 560,
    '2025-03-11': 565,
    '2025-03-12': 558,
    '2025-03-13': 570,
    '2025-03-14': 574,
  },
};

const BUY_AT = nyTime('2025-03-12', '11:00');
const SELL_AT = nyTime('2025-03-13', '14:00');
// AAPL's last price when the orders are placed: market orders fill at it.
const TICKS = { AAPL: { [BUY_AT.toISOString()]: 200, [SELL_AT.toISOString()]: 210 } };

/** The frozen clock, moved to an instant while an order is placed there. */
const clock = { at: NOW };

let ctx: TestContext;
beforeAll(async () => {
  const now = () => clock.at;
  ctx = await createTestContext({
    quoteProvider: new FixedQuoteProvider(CLOSES, now, TICKS),
    now,
  });
});
afterAll(() => ctx.close());

/**
 * Opens on Monday 09:00; deposits $5,000 on Tuesday noon; buys 10 AAPL on Wednesday at 11:00 and
 * sells 4 on Thursday at 14:00, both through POST /api/v1/orders.
 */
async function userWithHistory() {
  const { agent, id: userId } = await signedInAgent(ctx.agent());
  const accountId = await paperAccountOf(ctx.db, userId);
  await openedAt(ctx.db, accountId, nyTime('2025-03-10', '09:00'));
  await deposit(ctx.db, accountId, 500_000, nyTime('2025-03-11', '12:00'));
  try {
    clock.at = BUY_AT;
    await marketOrder(agent, { symbol: 'AAPL', side: 'buy', quantity: '10' }); // 10 sh × $200 = $2,000.00
    clock.at = SELL_AT;
    await marketOrder(agent, { symbol: 'AAPL', side: 'sell', quantity: '4' }); // 4 sh × $210 = $840.00
  } finally {
    clock.at = NOW;
  }
  return { agent, accountId };
}

type History = {
  points: Array<{ at: string; equity_cents: number; benchmark_cents: number }>;
  [key: string]: unknown;
};

describe('equity history over a deposit and two trades', () => {
  it('is cash plus shares at each close, beside SPY scaled to the same start', async () => {
    const { agent } = await userWithHistory();
    const response = await agent.get('/api/v1/portfolio/history', { query: { range: '1M' } });
    expect(response.status).toBe(200);
    const body = response.body as History;
    expect(body).toMatchObject({
      range: '1M',
      interval: '1d',
      benchmark_symbol: 'SPY',
      show_compare_spy_price_history: true,
    });
    // Friday 7 March's close came before the account opened, so the line starts at the opening;
    // SPY then stood at Friday's $550, the base of the comparison line.
    expect(body.points).toEqual([
      { at: '2025-03-10T13:00:00.000Z', equity_cents: 10_000_000, benchmark_cents: 10_000_000 }, // opened: $100,000.00 cash
      // Monday close: $100,000.00; SPY 100,000 × 560/550 = 101,818.18
      { at: '2025-03-10T20:00:00.000Z', equity_cents: 10_000_000, benchmark_cents: 10_181_818 },
      // Tuesday: + $5,000.00 deposit = $105,000.00; SPY × 565/550 = 102,727.27
      { at: '2025-03-11T20:00:00.000Z', equity_cents: 10_500_000, benchmark_cents: 10_272_727 },
      // Wednesday: cash 105,000 − 2,000 = 103,000 + 10 sh × $205 = 105,050.00; SPY × 558/550 = 101,454.545 → .55
      { at: '2025-03-12T20:00:00.000Z', equity_cents: 10_505_000, benchmark_cents: 10_145_455 },
      // Thursday: cash 103,000 + 840 = 103,840 + 6 sh × $208 = 105,088.00; SPY × 570/550 = 103,636.36
      { at: '2025-03-13T20:00:00.000Z', equity_cents: 10_508_800, benchmark_cents: 10_363_636 },
      // Friday: 103,840 + 6 × $215 = 105,130.00; SPY × 574/550 = 104,363.636 → .64
      { at: '2025-03-14T20:00:00.000Z', equity_cents: 10_513_000, benchmark_cents: 10_436_364 },
    ]);
    expect(body.change_cents).toBe(513_000); // $105,130.00 − $100,000.00
    expect(body.change_bp).toBe(513); // 5,130 / 100,000 = 5.13 %
    expect(body.benchmark_change_bp).toBe(436); // 24 / 550 = 4.3636 %
  });

  it('ends at the equity GET /portfolio shows', async () => {
    const { agent } = await userWithHistory();
    const history = (await agent.get('/api/v1/portfolio/history', { query: { range: 'ALL' } }))
      .body as History;
    const portfolio = (await agent.get('/api/v1/portfolio')).body;
    expect(history.range).toBe('ALL');
    expect(history.points.at(-1)?.equity_cents).toBe(portfolio.equity_cents);
    expect(portfolio.equity_cents).toBe(10_513_000);
  });

  it('rejects an unknown range, naming the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const response = await agent.get('/api/v1/portfolio/history', { query: { range: '5Y' } });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('range');
    expect(response.body.error).toMatch(/^range /);
  });
});

type Page = {
  transactions: Array<Record<string, unknown>>;
  next_cursor: string | null;
};

describe('transaction history', () => {
  it('lists fills and cash movements newest first, a page per cursor', async () => {
    const { agent } = await userWithHistory();
    const first = (await agent.get('/api/v1/portfolio/transactions', { query: { limit: '2' } }))
      .body as Page;
    expect(first.transactions).toEqual([
      expect.objectContaining({
        type: 'fill',
        at: '2025-03-13T18:00:00.000Z',
        symbol: 'AAPL',
        name: 'Apple Inc.',
        side: 'sell',
        quantity_e5: 400_000,
        price_e4: 2_100_000,
        amount_cents: 84_000,
      }),
      expect.objectContaining({ type: 'fill', side: 'buy', amount_cents: 200_000 }),
    ]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await agent.get('/api/v1/portfolio/transactions', {
        query: { limit: '2', cursor: first.next_cursor ?? '' },
      })
    ).body as Page;
    expect(second.transactions).toEqual([
      expect.objectContaining({ type: 'cash', kind: 'deposit', amount_cents: 500_000 }),
      expect.objectContaining({
        type: 'cash',
        kind: 'paper_starting_cash',
        amount_cents: 10_000_000,
      }),
    ]);
    expect(second.next_cursor).toBeNull();
  });

  it("shows only the signed-in user's own transactions", async () => {
    await userWithHistory();
    const { agent } = await signedInAgent(ctx.agent());
    const page = (await agent.get('/api/v1/portfolio/transactions')).body as Page;
    expect(page.transactions.map((t) => t.kind ?? t.type)).toEqual(['paper_starting_cash']);
  });

  it('rejects a bad cursor or limit, naming the field', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const forged = Buffer.from('yesterday|someone').toString('base64url');
    for (const [query, field] of [
      [{ cursor: forged }, 'cursor'],
      [{ cursor: 'not a cursor!' }, 'cursor'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
    ] as const) {
      const response = await agent.get('/api/v1/portfolio/transactions', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.field).toBe(field);
    }
  });
});
