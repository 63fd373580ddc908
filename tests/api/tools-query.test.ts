// The query tool's API: a screener phrase answers with its parsed criteria and the screen's rows; a
// portfolio phrase reads the member's own holdings in the account they trade in (paper here) and
// says which; a named security is quoted, two are compared, a question asking what to buy gets
// data under a plain no-advice notice; gibberish gets a helpful 200, never an error. The phrasings themselves are unit
// tested (server/services/tools/query/parser.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ADVICE_MESSAGE } from '@/contract/query';
import { createQuoteProvider } from '@server/market';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { paperAccountOf, trade } from './portfolio-fixtures';

const NOW = new Date('2026-11-20T17:00:00Z'); // a Friday, 12:00 New York, market open
const BOUGHT = new Date('2026-11-02T16:00:00Z');

let ctx: TestContext;
let member: Agent;
beforeAll(async () => {
  ctx = await createTestContext({
    quoteProvider: createQuoteProvider({ now: () => NOW }),
    now: () => NOW,
  });
  const signedIn = await signedInAgent(ctx.agent());
  member = signedIn.agent;
  const accountId = await paperAccountOf(ctx.db, signedIn.id);
  // 10 AAPL, 20 XOM, 5 JNJ (Health Care), 3 MSFT; prices paid do not matter to these queries.
  for (const [symbol, shares] of [
    ['AAPL', 10],
    ['XOM', 20],
    ['JNJ', 5],
    ['MSFT', 3],
  ] as const) {
    await trade(ctx.db, {
      userId: signedIn.id,
      accountId,
      symbol,
      side: 'buy',
      quantityE5: shares * 100_000,
      price: 100,
      at: BOUGHT,
    });
  }
});
afterAll(() => ctx.close());

const ask = (q: string, agent = member) => agent.get('/api/v1/tools/query', { query: { q } });
type Rows = Array<Record<string, number | string | null>>;

describe('GET /api/v1/tools/query', () => {
  it('turns a screener phrase into criteria, a restatement and the screen', async () => {
    const { status, body } = await ask('tech stocks under $50 with P/E below 20');
    expect(status).toBe(200);
    expect(body.kind).toBe('screen');
    expect(body.screen).toEqual({
      sectors: 'Information Technology',
      max_price: '50',
      max_pe: '20',
    });
    expect(body.restatement).toMatch(/Information Technology/);
    const results = body.screen_results as { rows: Rows };
    for (const row of results.rows) {
      expect(row.sector).toBe('Information Technology');
      expect(row.price_e4 as number).toBeLessThanOrEqual(500_000);
      expect(row.pe_ratio as number).toBeLessThanOrEqual(20);
    }
  });

  it("answers a portfolio phrase from the member's paper holdings, saying which account", async () => {
    const { status, body } = await ask('which of my holdings fell most this month');
    expect(status).toBe(200);
    expect(body.kind).toBe('portfolio');
    expect(body.portfolio).toMatchObject({ range: '1M', sort: 'change', order: 'asc' });
    const results = body.portfolio_results as { account_type: string; rows: Rows };
    expect(results.account_type).toBe('simulated');
    expect(results.rows.map((row) => row.symbol).sort()).toEqual(['AAPL', 'JNJ', 'MSFT', 'XOM']);
    const changes = results.rows.map((row) => row.change_bp as number);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));

    const health = await ask('my holdings in healthcare');
    const healthRows = (health.body.portfolio_results as { rows: Rows }).rows;
    expect(healthRows.map((row) => row.symbol)).toEqual(['JNJ']);

    const biggest = await ask('my biggest positions');
    const values = (biggest.body.portfolio_results as { rows: Rows }).rows.map(
      (row) => row.market_value_cents as number,
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('runs an edited portfolio query again, validating it', async () => {
    const edited = await member.get('/api/v1/tools/portfolio_query', {
      query: { sort: 'value', order: 'asc', limit: '2' },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.rows as Rows).length).toBe(2);
    const bad = await member.get('/api/v1/tools/portfolio_query', { query: { sort: 'colour' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sort');
  });

  it('quotes a named security, compares two in the order named, and answers a pick with data and no advice', async () => {
    const quote = await ask('show me apple stock price');
    expect(quote.status).toBe(200);
    expect(quote.body.kind).toBe('securities');
    expect(quote.body.message).toBeNull();
    const quoted = quote.body.securities_results as { range: string; rows: Rows };
    expect(quoted.range).toBe('1Y');
    expect(quoted.rows.map((row) => row.symbol)).toEqual(['AAPL']);
    expect(quoted.rows[0]?.price_e4 as number).toBeGreaterThan(0);
    expect(quote.body.restatement).toMatch(/Apple Inc\. \(AAPL\)/);

    const versus = await ask('microsoft vs apple this month');
    const compared = versus.body.securities_results as { range: string; rows: Rows };
    expect(compared.range).toBe('1M');
    expect(compared.rows.map((row) => row.symbol)).toEqual(['MSFT', 'AAPL']);

    const pick = await ask('what is the best stock to buy right now?');
    expect(pick.body.kind).toBe('screen');
    expect(pick.body.message).toBe(NO_ADVICE_MESSAGE);
    expect(pick.body.screen).toMatchObject({ sort: 'market_cap', order: 'desc', limit: '10' });
    expect((pick.body.screen_results as { rows: Rows }).rows).toHaveLength(10);
  });

  it('answers gibberish with 200 and help: examples and no results', async () => {
    const { status, body } = await ask('asdf qwer zxcv');
    expect(status).toBe(200);
    expect(body.kind).toBe('unknown');
    expect(body.message).toMatch(/screener/);
    expect((body.examples as string[]).length).toBeGreaterThan(3);
    expect(body.screen_results).toBeUndefined();
  });

  it('refuses an over-long question with a 400 naming q', async () => {
    const response = await ask('x'.repeat(201));
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('q');
  });
});
