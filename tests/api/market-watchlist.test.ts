// Watchlist and interests (spec §2 mobile "interests selection and watchlist"): each user sees only
// their own, the symbol path parameter is validated (400 `symbol`, 404 unknown) and a refused
// request writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_MAX } from '@/contract/market';
import { listSecurities } from '@server/market';
import { dbSnapshot } from '../support/db-snapshot';
import { signedInAgent, type Agent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2025-07-23T15:00:00Z') });
});
afterAll(() => ctx.close());

type Item = {
  security: { symbol: string };
  quote: { symbol: string; price_e4: number };
  added_at: string;
};
const symbolsOf = async (agent: Agent) =>
  ((await agent.get('/api/v1/watchlist')).body.items as Item[]).map((item) => item.security.symbol);
const del = (agent: Agent, url: string) => agent.request('DELETE', url);

describe('watchlist', () => {
  it('adds (any case, idempotent), lists with quotes oldest first, and removes', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await agent.get('/api/v1/watchlist')).body).toEqual({ items: [] });
    const added = await agent.put('/api/v1/watchlist/nvda');
    expect([added.status, added.body]).toEqual([200, { symbol: 'NVDA', on_watchlist: true }]);
    await agent.put('/api/v1/watchlist/brk-b');
    await agent.put('/api/v1/watchlist/NVDA');
    const list = (await agent.get('/api/v1/watchlist')).body.items as Item[];
    expect(list.map((item) => item.security.symbol)).toEqual(['NVDA', 'BRK.B']);
    expect(list[0]!.quote.symbol).toBe('NVDA');
    expect(Number.isInteger(list[0]!.quote.price_e4)).toBe(true);
    expect((await agent.get('/api/v1/securities/NVDA')).body.on_watchlist).toBe(true);

    const removed = await del(agent, '/api/v1/watchlist/nvda');
    expect([removed.status, removed.body]).toEqual([200, { symbol: 'NVDA', on_watchlist: false }]);
    expect((await del(agent, '/api/v1/watchlist/NVDA')).status).toBe(200);
    expect(await symbolsOf(agent)).toEqual(['BRK.B']);
  });

  it("is scoped by user: one person's list and removals never touch another's", async () => {
    const { agent: ann } = await signedInAgent(ctx.agent(), 'Ann');
    const { agent: bob } = await signedInAgent(ctx.agent(), 'Bob');
    await ann.put('/api/v1/watchlist/AAPL');
    await bob.put('/api/v1/watchlist/MSFT');
    await bob.put('/api/v1/watchlist/AAPL');
    expect(await symbolsOf(ann)).toEqual(['AAPL']);
    await del(bob, '/api/v1/watchlist/AAPL');
    expect(await symbolsOf(ann)).toEqual(['AAPL']);
    expect(await symbolsOf(bob)).toEqual(['MSFT']);
    expect((await ann.get('/api/v1/securities/MSFT')).body.on_watchlist).toBe(false);
  });

  it('refuses malformed (400 symbol) and unknown (404) symbols, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.csrf();
    const before = await dbSnapshot(ctx.db);
    for (const [method, url, status] of [
      ['PUT', '/api/v1/watchlist/NOT-A-SYMBOL', 400],
      ['PUT', '/api/v1/watchlist/%20', 400],
      ['PUT', '/api/v1/watchlist/:symbol', 400],
      ['DELETE', '/api/v1/watchlist/a*b', 400],
      ['PUT', '/api/v1/watchlist/ZZZZ', 404],
      ['DELETE', '/api/v1/watchlist/ZZZZ', 404],
    ] as const) {
      const response = await agent.request(method, url);
      expect([response.status, response.body.field], `${method} ${url}`).toEqual([
        status,
        'symbol',
      ]);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it(`holds at most ${WATCHLIST_MAX} securities (409), the full list unchanged`, async () => {
    const { agent } = await signedInAgent(ctx.agent());
    const symbols = listSecurities().map((security) => security.symbol);
    for (const symbol of symbols.slice(0, WATCHLIST_MAX)) {
      expect((await agent.put(`/api/v1/watchlist/${symbol}`)).status).toBe(200);
    }
    const before = await dbSnapshot(ctx.db);
    const over = await agent.put(`/api/v1/watchlist/${symbols[WATCHLIST_MAX]}`);
    expect([over.status, over.body.field]).toEqual([409, 'symbol']);
    expect(over.body.error).toMatch(/full/);
    // Re-adding one already there is still fine.
    expect((await agent.put(`/api/v1/watchlist/${symbols[0]}`)).status).toBe(200);
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it('needs a session', async () => {
    expect((await ctx.agent().get('/api/v1/watchlist')).status).toBe(401);
    expect((await ctx.agent().get('/api/v1/interests')).status).toBe(401);
  });
});

describe('interests', () => {
  it('replaces the chosen sectors, kept in sector order, duplicates once', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    expect((await agent.get('/api/v1/interests')).body).toEqual({ sectors: [] });
    const saved = await agent.put('/api/v1/interests', {
      sectors: ['Utilities', 'Energy', 'Energy'],
    });
    expect([saved.status, saved.body]).toEqual([200, { sectors: ['Energy', 'Utilities'] }]);
    await agent.put('/api/v1/interests', { sectors: ['ETF'] });
    expect((await agent.get('/api/v1/interests')).body).toEqual({ sectors: ['ETF'] });
    await agent.put('/api/v1/interests', { sectors: [] });
    expect((await agent.get('/api/v1/interests')).body).toEqual({ sectors: [] });
  });

  it('keeps each user to their own interests', async () => {
    const { agent: ann } = await signedInAgent(ctx.agent());
    const { agent: bob } = await signedInAgent(ctx.agent());
    await ann.put('/api/v1/interests', { sectors: ['Financials'] });
    await bob.put('/api/v1/interests', { sectors: ['Materials'] });
    expect((await ann.get('/api/v1/interests')).body).toEqual({ sectors: ['Financials'] });
  });

  it('refuses an unknown sector with 400 naming the element, writing nothing', async () => {
    const { agent } = await signedInAgent(ctx.agent());
    await agent.put('/api/v1/interests', { sectors: ['Energy'] });
    const before = await dbSnapshot(ctx.db);
    const response = await agent.put('/api/v1/interests', { sectors: ['Energy', 'Crypto'] });
    expect([response.status, response.body.field]).toEqual([400, 'sectors.1']);
    const extra = await agent.put('/api/v1/interests', { sectors: [], colour: 'red' });
    expect([extra.status, extra.body.field]).toEqual([400, 'colour']);
    expect(await dbSnapshot(ctx.db)).toBe(before);
    expect((await agent.get('/api/v1/interests')).body).toEqual({ sectors: ['Energy'] });
  });
});
