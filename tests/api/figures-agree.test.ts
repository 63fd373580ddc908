// One figure, one computation: the screens that show the same figure read the same number. The
// day's change of GET /portfolio and of GET /portfolio/history?range=1D, after a buy and a deposit
// made today and across a price move; a symbol's one-month change in the company snapshot and in
// the screener. The simulated market at a moving clock in an open session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteProvider } from '@server/market';
import { signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { deposit, openedAt, paperAccountOf, trade } from './portfolio-fixtures';

// Thursday 19 and Friday 20 November 2026, New York (EST, UTC−5).
const OPENED = new Date('2026-11-19T15:00:00Z'); // Thu 10:00
const HELD_BUY_AT = new Date('2026-11-19T16:00:00Z'); // Thu 11:00: held over the close
const BUY_AT = new Date('2026-11-20T15:15:00Z'); // Fri 10:15
const DEPOSIT_AT = new Date('2026-11-20T16:00:00Z'); // Fri 11:00
const NOON = new Date('2026-11-20T17:00:00Z');
const AFTERNOON = new Date('2026-11-20T19:37:00Z'); // Fri 14:37

const clock = { at: NOON };
const quotes = createQuoteProvider({ now: () => clock.at });
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ quoteProvider: quotes, now: () => clock.at });
});

/** A market buy filled at the simulator's price then, as the orders service fills it. */
async function buy(userId: string, accountId: string, symbol: string, shares: number, at: Date) {
  const quote = await quotes.getQuote(symbol, at);
  const price = quote.priceUnits / 10_000;
  await trade(ctx.db, {
    userId,
    accountId,
    symbol,
    side: 'buy',
    quantityE5: shares * 1e5,
    price,
    at,
  });
}
afterAll(() => ctx.close());

type Portfolio = { day_gain_cents: number; day_gain_bp: number; equity_cents: number };
type History = { change_cents: number; change_bp: number; range: string };

describe('the day change', () => {
  it('is the same on /portfolio and on /portfolio/history (1D), across a deposit and a move', async () => {
    clock.at = OPENED;
    const { agent, id: userId } = await signedInAgent(ctx.agent());
    const accountId = await paperAccountOf(ctx.db, userId);
    await openedAt(ctx.db, accountId, OPENED);
    await buy(userId, accountId, 'MSFT', 15, HELD_BUY_AT);
    await buy(userId, accountId, 'AAPL', 40, BUY_AT);
    // $2,500.00 in today: money moved in, not a change in value.
    await deposit(ctx.db, accountId, 250_000, DEPOSIT_AT);

    for (const at of [NOON, AFTERNOON]) {
      clock.at = at;
      const portfolio = (await agent.get('/api/v1/portfolio')).body as Portfolio;
      const response = await agent.get('/api/v1/portfolio/history', { query: { range: '1D' } });
      expect(response.status).toBe(200);
      const history = response.body as History;
      expect(history.range).toBe('1D');
      expect({ cents: history.change_cents, bp: history.change_bp }).toEqual({
        cents: portfolio.day_gain_cents,
        bp: portfolio.day_gain_bp,
      });
      // The deposit is not part of the change: the shares' move since they were bought is.
      expect(Math.abs(portfolio.day_gain_cents)).toBeLessThan(250_000);
    }
    clock.at = NOON;
  });
});

type Snapshot = { data: { performance: Array<{ range: string; change_bp: number | null }> } };
type ScreenRow = { symbol: string; change_bp: number };

describe("a symbol's change over a range", () => {
  it('is the same in the company snapshot and in the screener (1M, 3M, 1Y)', async () => {
    clock.at = NOON;
    const { agent } = await signedInAgent(ctx.agent());
    const screened = new Map<string, Map<string, number>>();
    for (const range of ['1M', '3M', '1Y']) {
      const response = await agent.get('/api/v1/tools/screener', {
        query: { range, sectors: 'Information Technology', limit: '5' },
      });
      expect(response.status).toBe(200);
      for (const row of (response.body as { rows: ScreenRow[] }).rows) {
        const bySymbol = screened.get(row.symbol) ?? new Map<string, number>();
        bySymbol.set(range, row.change_bp);
        screened.set(row.symbol, bySymbol);
      }
    }
    expect(screened.size).toBe(5);
    for (const [symbol, changes] of screened) {
      const response = await agent.get(`/api/v1/tools/snapshot/${symbol}`);
      expect(response.status).toBe(200);
      const performance = (response.body as Snapshot).data.performance;
      expect(Object.fromEntries(performance.map((row) => [row.range, row.change_bp]))).toEqual(
        Object.fromEntries(changes),
      );
    }
  });
});
