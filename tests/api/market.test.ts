// Market data routes (spec §2 security page, search, explore, trending, upcoming earnings): shapes,
// units, ranking and bad input. Time is frozen on a session of the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_RANGES, SECTOR_NAMES } from '@/contract/market';
import { CHART_RANGES as MODULE_RANGES, SECTORS, TRENDING_COUNT } from '@server/market';
import { dbSnapshot } from '../support/db-snapshot';
import { signedInAgent, type Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

// Wednesday 23 July 2025, 11:00 in New York: a regular session, in earnings season.
const OPEN_INSTANT = new Date('2025-07-23T15:00:00Z');

let ctx: TestContext;
let agent: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => OPEN_INSTANT });
  ({ agent } = await signedInAgent(ctx.agent()));
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const list = (body: Body, key: string) => body[key] as Body[];

describe('the contract', () => {
  it('names the same sectors and chart ranges as the market module', () => {
    expect([...SECTOR_NAMES]).toEqual([...SECTORS]);
    expect([...CHART_RANGES]).toEqual([...MODULE_RANGES]);
  });
});

describe('GET /api/v1/securities/search', () => {
  it('ranks the exact symbol first, then symbol prefixes, then company names', async () => {
    const exact = await agent.get('/api/v1/securities/search?q=aapl');
    expect(exact.status).toBe(200);
    expect(list(exact.body, 'results')[0]).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      kind: 'stock',
      sector: 'Information Technology',
    });
    const byName = await agent.get('/api/v1/securities/search?q=micro');
    const symbols = list(byName.body, 'results').map((row) => row.symbol);
    expect(symbols).toContain('MSFT');
    expect(byName.body.query).toBe('micro');
  });

  it('finds a class share however the dot is written', async () => {
    for (const q of ['brk.b', 'BRK-B', 'brk b']) {
      const response = await agent.get(`/api/v1/securities/search?q=${encodeURIComponent(q)}`);
      expect(list(response.body, 'results')[0]?.symbol, q).toBe('BRK.B');
    }
  });

  it('answers a blank query with no results, and caps the list at 20', async () => {
    expect((await agent.get('/api/v1/securities/search?q=')).body.results).toEqual([]);
    const broad = await agent.get('/api/v1/securities/search?q=a');
    expect(list(broad.body, 'results').length).toBe(20);
  });

  it('refuses a missing or over-long query with 400 naming q', async () => {
    for (const url of [
      '/api/v1/securities/search',
      `/api/v1/securities/search?q=${'x'.repeat(65)}`,
    ]) {
      const response = await agent.get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.field).toBe('q');
    }
  });
});

describe('GET /api/v1/securities/:symbol', () => {
  it('answers any case with the quote (source, as-of), key stats and the watchlist flag', async () => {
    const response = await agent.get('/api/v1/securities/msft');
    expect(response.status).toBe(200);
    const { security, quote, stats, market } = response.body as Record<string, Body>;
    expect(security).toMatchObject({
      symbol: 'MSFT',
      name: 'Microsoft Corporation',
      exchange: 'NASDAQ',
      sector: 'Information Technology',
      industry: 'Software',
    });
    expect(quote).toMatchObject({ symbol: 'MSFT', source: 'simulator', market_open: true });
    // Units: price_e4 is $0.0001, change_bp is 0.01 %: change = price − previous close, and
    // change_bp = round(change × 10 000 / previous close).
    const price = quote!.price_e4 as number;
    const previous = quote!.previous_close_e4 as number;
    expect(Number.isInteger(price)).toBe(true);
    expect(quote!.change_e4).toBe(price - previous);
    expect(quote!.change_bp).toBe(Math.round(((price - previous) * 10_000) / previous));
    // As of the session minute of the frozen instant (11:00 ET).
    expect(quote!.as_of).toBe(OPEN_INSTANT.toISOString());
    expect(stats).toMatchObject({ shares_outstanding: 7_430_000_000, eps_cents: 1241 });
    expect(stats!.week52_high_e4 as number).toBeGreaterThanOrEqual(price);
    expect(stats!.week52_low_e4 as number).toBeLessThanOrEqual(price);
    expect(market).toEqual({ open: true, next_open: '2025-07-24T13:30:00.000Z' });
    expect(response.body.on_watchlist).toBe(false);
  });

  it('accepts the dash spelling of a class share', async () => {
    const response = await agent.get('/api/v1/securities/brk-b');
    expect(response.status).toBe(200);
    expect((response.body.security as Body).symbol).toBe('BRK.B');
  });

  it('answers an unknown symbol with 404 and a clear message', async () => {
    const response = await agent.get('/api/v1/securities/ZZZZ');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error:
        'There is no security with the symbol ZZZZ here. Search by company name to find its symbol.',
      code: 'not_found',
      field: 'symbol',
    });
  });

  it('answers a malformed symbol with 400 naming the field, and writes nothing', async () => {
    const before = await dbSnapshot(ctx.db);
    for (const bad of ['TOOLONGSYM', 'A%20B', '%24AAPL', 'AAPL..B', '-', 'A.BCD']) {
      const response = await agent.get(`/api/v1/securities/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.field).toBe('symbol');
      expect(String(response.body.error)).toMatch(/^symbol must be a ticker symbol/);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });
});

describe('GET /api/v1/securities/:symbol/bars', () => {
  it('serves every range, oldest first, with the interval the module uses', async () => {
    const intervals: Record<string, string> = {};
    for (const range of CHART_RANGES) {
      const response = await agent.get(`/api/v1/securities/AAPL/bars?range=${range}`);
      expect(response.status, range).toBe(200);
      const bars = list(response.body, 'bars');
      expect(bars.length, range).toBeGreaterThan(0);
      const starts = bars.map((bar) => Date.parse(bar.start as string));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      expect(starts.at(-1)!).toBeLessThanOrEqual(OPEN_INSTANT.getTime());
      intervals[range] = response.body.interval as string;
    }
    expect(intervals).toMatchObject({ '1D': '1m', '1W': '5m', '1M': '1d', '5Y': '1w' });
  });

  it('ends the 1D chart at the current quote', async () => {
    const bars = list((await agent.get('/api/v1/securities/AAPL/bars?range=1D')).body, 'bars');
    const quote = (await agent.get('/api/v1/securities/AAPL')).body.quote as Body;
    expect(bars.at(-1)!.close_e4).toBe(quote.price_e4);
    // 9:30 to 11:00 is 90 minutes: bars for minutes 0 … 90.
    expect(bars).toHaveLength(91);
  });

  it('refuses an unknown range (400 range), a malformed symbol (400 symbol), an unknown one (404)', async () => {
    const badRange = await agent.get('/api/v1/securities/AAPL/bars?range=2D');
    expect([badRange.status, badRange.body.field]).toEqual([400, 'range']);
    const missing = await agent.get('/api/v1/securities/AAPL/bars');
    expect([missing.status, missing.body.field]).toEqual([400, 'range']);
    const badSymbol = await agent.get('/api/v1/securities/A!B/bars?range=1D');
    expect([badSymbol.status, badSymbol.body.field]).toEqual([400, 'symbol']);
    const unknown = await agent.get('/api/v1/securities/QQQQ/bars?range=1D');
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/v1/quotes', () => {
  it('answers several symbols in the order asked, duplicates once', async () => {
    const response = await agent.get('/api/v1/quotes?symbols=msft,AAPL,spy,MSFT');
    expect(response.status).toBe(200);
    expect(list(response.body, 'quotes').map((quote) => quote.symbol)).toEqual([
      'MSFT',
      'AAPL',
      'SPY',
    ]);
  });

  it('refuses an empty, malformed or too long list with 400 naming symbols, an unknown symbol with 404', async () => {
    const tooMany = Array.from({ length: 51 }, () => 'AAPL').join(',');
    for (const symbols of ['', 'AAPL,,MSFT', 'AAPL,$$$', tooMany]) {
      const response = await agent.get(`/api/v1/quotes?symbols=${encodeURIComponent(symbols)}`);
      expect([response.status, response.body.field], symbols).toEqual([400, 'symbols']);
    }
    const unknown = await agent.get('/api/v1/quotes?symbols=AAPL,ZZZZ');
    expect([unknown.status, unknown.body.field]).toEqual([404, 'symbols']);
    expect(unknown.body.error).toMatch(/ZZZZ/);
  });
});

describe('discovery', () => {
  it('lists the top 20 stocks by |one-day move| × volume', async () => {
    const response = await agent.get('/api/v1/market/trending');
    expect(response.status).toBe(200);
    const stocks = list(response.body, 'stocks');
    expect(stocks).toHaveLength(TRENDING_COUNT);
    const scores = stocks.map((row) => {
      const quote = row.quote as Body;
      return Math.abs(quote.change_bp as number) * (quote.volume as number);
    });
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(stocks.every((row) => (row.security as Body).kind === 'stock')).toBe(true);
  });

  it('lists earnings reports from today through two weeks ahead, soonest first', async () => {
    const response = await agent.get('/api/v1/market/earnings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: '2025-07-23', to: '2025-08-06' });
    const dates = list(response.body, 'events').map((event) => event.date as string);
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((date) => date >= '2025-07-23' && date <= '2025-08-06')).toBe(true);
  });

  it('explores every sector with its members, and lists with quotes', async () => {
    const response = await agent.get('/api/v1/market/sectors');
    expect(response.status).toBe(200);
    const sectors = list(response.body, 'sectors');
    expect(sectors.map((row) => row.sector)).toEqual([...SECTOR_NAMES]);
    const members = sectors.flatMap((row) => row.members as Body[]);
    expect(members.length).toBeGreaterThanOrEqual(300);
    const lists = list(response.body, 'lists');
    expect(lists.map((row) => row.id)).toEqual([
      'largest',
      'gainers',
      'losers',
      'dividends',
      'etfs',
    ]);
    const gainers = (lists[1]!.members as Body[]).map(
      (row) => (row.quote as Body).change_bp as number,
    );
    expect([...gainers].sort((a, b) => b - a)).toEqual(gainers);
  });
});

describe('sessions', () => {
  it('needs a session for every market route', async () => {
    const visitor = ctx.agent();
    for (const url of [
      '/api/v1/securities/search?q=a',
      '/api/v1/securities/AAPL',
      '/api/v1/securities/AAPL/bars?range=1D',
      '/api/v1/quotes?symbols=AAPL',
      '/api/v1/quotes/stream?symbols=AAPL',
      '/api/v1/market/trending',
      '/api/v1/market/earnings',
      '/api/v1/market/sectors',
    ]) {
      expect((await visitor.get(url)).status, url).toBe(401);
    }
  });
});
