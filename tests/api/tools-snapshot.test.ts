// Company snapshot: its figures against the market data they come from, at a frozen instant; 400
// and 404 naming `symbol`. One app for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotResponse } from '@/contract/snapshot';
import { createQuoteProvider, listSecurities } from '@server/market';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { postThought } from './community-fixtures';

/** Wednesday 23 July 2025, 11:00 New York: a regular session. */
const AT = new Date('2025-07-23T15:00:00Z');
const now = () => AT;
const quotes = createQuoteProvider({ now });

let ctx: TestContext;
let agent: Agent;
beforeAll(async () => {
  ctx = await createTestContext({ quoteProvider: quotes, now });
  agent = (await signedInAgent(ctx.agent())).agent;
  const other = (await signedInAgent(ctx.agent(), 'Other Person')).agent;
  await postThought(agent, 'Services revenue keeps compounding.', 'AAPL', 'pro');
  await postThought(other, 'The installed base is still growing.', 'AAPL', 'pro');
  await postThought(other, 'The valuation already prices that in.', 'AAPL', 'con');
});
afterAll(() => ctx.close());

// The chart's change, as the screener measures it: (last close − first open) × 10 000 / first open.
const changeBp = async (symbol: string, range: '1M' | '3M' | '1Y') => {
  const bars = await quotes.getBars(symbol, range, AT);
  const open = bars[0]!.openUnits;
  return Math.round(((bars.at(-1)!.closeUnits - open) * 10_000) / open);
};

describe('GET /api/v1/tools/snapshot/:symbol', () => {
  it('summarises the market data, each figure with its source', async () => {
    const response = await agent.get('/api/v1/tools/snapshot/aapl');
    expect(response.status).toBe(200);
    const body = response.body as unknown as SnapshotResponse;
    expect(body).toMatchObject({
      symbol: 'AAPL',
      benchmark: 'SPY',
      disclaimer: 'Not investment advice',
    });

    // Performance: first open to last close of the chart's bars, the security and SPY.
    for (const row of body.data.performance) {
      const range = row.range as '1M' | '3M' | '1Y';
      expect(row.change_bp).toBe(await changeBp('AAPL', range));
      expect(row.benchmark_change_bp).toBe(await changeBp('SPY', range));
    }
    expect(body.data.performance.map((row) => row.range)).toEqual(['1M', '3M', '1Y']);

    // Valuation: the key stats, and the median over the sector's members.
    const own = await quotes.getFundamentals('AAPL', AT);
    expect(body.data.pe_ratio).toBe(own.peRatio);
    expect(body.data.dividend_yield_bp).toBe(own.dividendYieldBasisPoints);
    const peers = listSecurities().filter((s) => s.sector === body.sector);
    const pes = (await Promise.all(peers.map((s) => quotes.getFundamentals(s.symbol, AT))))
      .map((f) => f.peRatio)
      .filter((pe): pe is number => pe !== null)
      .sort((a, b) => a - b);
    const mid = Math.floor(pes.length / 2);
    expect(body.data.sector_median_pe).toBe(
      pes.length % 2 ? pes[mid] : (pes[mid - 1]! + pes[mid]!) / 2,
    );
    expect(body.data.next_earnings).toEqual(own.nextEarnings);

    // Community: two pros, one con.
    expect(body.data).toMatchObject({ pro_count: 2, con_count: 1 });
    const community = body.sections.find((s) => s.id === 'community')!;
    expect(community.text[0]).toContain('leans pro on AAPL: 2 pro and 1 con');

    // Every section says how it was derived, and every figure where it came from.
    for (const section of body.sections) {
      expect(section.method.length).toBeGreaterThan(20);
      for (const figure of section.figures) expect(figure.source.symbol).toMatch(/^(AAPL|SPY)$/);
    }
    const performance = body.sections.find((s) => s.id === 'performance')!;
    expect(performance.figures[0]).toMatchObject({
      source: { kind: 'chart', symbol: 'AAPL', range: '1M' },
    });
  });

  it('is deterministic: the same instant gives the same text', async () => {
    const [a, b] = await Promise.all([
      agent.get('/api/v1/tools/snapshot/MSFT'),
      agent.get('/api/v1/tools/snapshot/msft'),
    ]);
    expect(a.body).toEqual(b.body);
  });

  it('refuses a malformed symbol (400) and an unknown one (404), naming `symbol`', async () => {
    const bad = await agent.get('/api/v1/tools/snapshot/not*a*symbol');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('symbol');
    const unknown = await agent.get('/api/v1/tools/snapshot/ZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('symbol');
    const anonymous = await ctx.agent().get('/api/v1/tools/snapshot/AAPL');
    expect(anonymous.status).toBe(401);
  });
});
