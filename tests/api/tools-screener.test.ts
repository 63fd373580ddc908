// The company screener's API: GET /api/v1/tools/screener applies every filter and sort, refuses bad
// parameters with a 400 naming the field, and saved screens are the member's own (409 on a
// duplicate name, 404 for another member's). The simulated market at a frozen instant: figures are
// deterministic, so the checks read them back from the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteProvider } from '@server/market';
import { type Agent, signedInAgent } from '../support/agent';
import { dbSnapshot } from '../support/db-snapshot';
import { createTestContext, type TestContext } from '../support/test-app';

const NOW = new Date('2026-11-20T17:00:00Z'); // a Friday, 12:00 New York, market open

let ctx: TestContext;
let member: Agent;
beforeAll(async () => {
  ctx = await createTestContext({
    quoteProvider: createQuoteProvider({ now: () => NOW }),
    now: () => NOW,
  });
  member = (await signedInAgent(ctx.agent())).agent;
});
afterAll(() => ctx.close());

type Row = {
  symbol: string;
  sector: string;
  price_e4: number;
  pe_ratio: number | null;
  dividend_yield_bp: number;
  market_cap_cents: number;
  change_bp: number;
  week52_position_bp: number;
};
const screen = async (query: Record<string, string>) => {
  const response = await member.get('/api/v1/tools/screener', { query });
  return response as typeof response & { body: { rows: Row[]; total: number } };
};

describe('running a screen', () => {
  it('applies sector, price, P/E and yield filters, sorted by market cap by default', async () => {
    const { status, body } = await screen({
      sectors: 'Information Technology,Financials',
      max_price: '300',
      max_pe: '30',
      min_yield: '0.5',
      limit: '100',
    });
    expect(status).toBe(200);
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.rows.length);
    for (const row of body.rows) {
      expect(['Information Technology', 'Financials']).toContain(row.sector);
      expect(row.price_e4).toBeLessThanOrEqual(300 * 10_000);
      expect(row.pe_ratio).not.toBeNull();
      expect(row.pe_ratio as number).toBeLessThanOrEqual(30);
      expect(row.dividend_yield_bp).toBeGreaterThanOrEqual(50);
    }
    const caps = body.rows.map((row) => row.market_cap_cents);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
  });

  it('filters and sorts by change over a range and by 52-week position', async () => {
    const fell = await screen({ range: '3M', max_change: '0', sort: 'change', order: 'asc' });
    expect(fell.status).toBe(200);
    expect(fell.body.rows.length).toBeGreaterThan(0);
    const changes = fell.body.rows.map((row) => row.change_bp);
    expect(changes.every((change) => change <= 0)).toBe(true);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));

    const high = await screen({ min_52w: '80', sort: 'week52_position', order: 'desc' });
    const positions = high.body.rows.map((row) => row.week52_position_bp);
    expect(positions.every((p) => p >= 8000 && p <= 10_000)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it('pages: offset continues where the first page ended', async () => {
    const first = await screen({ limit: '5', sort: 'symbol' });
    const second = await screen({ limit: '5', offset: '5', sort: 'symbol' });
    const all = await screen({ limit: '10', sort: 'symbol' });
    expect([...first.body.rows, ...second.body.rows].map((r) => r.symbol)).toEqual(
      all.body.rows.map((r) => r.symbol),
    );
  });

  it.each([
    [{ min_pe: 'abc' }, 'min_pe'],
    [{ sectors: 'Tech' }, 'sectors'],
    [{ range: '2W' }, 'range'],
    [{ sort: 'colour' }, 'sort'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '500' }, 'limit'],
    [{ min_52w: '120' }, 'min_52w'],
    [{ min_price: '50', max_price: '10' }, 'min_price'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const response = await screen(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
  });

  it('needs a session', async () => {
    expect((await ctx.agent().get('/api/v1/tools/screener')).status).toBe(401);
  });
});

describe('saved screens', () => {
  const criteria = { sectors: 'Energy', min_yield: '2', sort: 'dividend_yield' };

  it('creates, lists, renames, updates and deletes a screen', async () => {
    const created = await member.post('/api/v1/tools/screens', {
      name: ' Energy income ',
      criteria,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Energy income', criteria });
    const id = String(created.body.id);

    const list = await member.get('/api/v1/tools/screens');
    expect((list.body.screens as Array<{ id: string }>).map((s) => s.id)).toContain(id);

    const renamed = await member.put(`/api/v1/tools/screens/${id}`, {
      name: 'Oil payers',
      criteria: { ...criteria, min_yield: '3' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Oil payers', criteria: { min_yield: '3' } });

    const deleted = await member.request('DELETE', `/api/v1/tools/screens/${id}`);
    expect(deleted.status).toBe(204);
    expect((await member.request('DELETE', `/api/v1/tools/screens/${id}`)).status).toBe(404);
  });

  it('refuses a duplicate name with 409 naming `name`', async () => {
    expect((await member.post('/api/v1/tools/screens', { name: 'Twice', criteria })).status).toBe(
      201,
    );
    const again = await member.post('/api/v1/tools/screens', { name: 'Twice', criteria: {} });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('name');
  });

  it('refuses bad names and criteria with a 400 naming the field, writing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '', criteria }, 'name'],
      [{ name: 'x'.repeat(61), criteria }, 'name'],
      [{ name: 'Bad', criteria: { max_pe: '-3' } }, 'criteria.max_pe'],
      [{ name: 'Bad', criteria: { colour: 'red' } }, 'criteria.colour'],
      [{ name: 'Bad', criteria: { min_yield: '5', max_yield: '1' } }, 'min_yield'],
    ];
    const before = await dbSnapshot(ctx.db);
    for (const [body, field] of cases) {
      const response = await member.post('/api/v1/tools/screens', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field).toBe(field);
    }
    expect(await dbSnapshot(ctx.db)).toBe(before);
  });

  it("answers 404 for another member's screen, leaving it alone", async () => {
    const mine = await member.post('/api/v1/tools/screens', { name: 'Private', criteria });
    const other = (await signedInAgent(ctx.agent())).agent;
    const id = String(mine.body.id);
    expect((await other.put(`/api/v1/tools/screens/${id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/tools/screens/${id}`)).status).toBe(404);
    const theirs = await other.get('/api/v1/tools/screens');
    expect(theirs.body.screens).toEqual([]);
    const list = await member.get('/api/v1/tools/screens');
    expect((list.body.screens as Array<{ name: string }>).map((s) => s.name)).toContain('Private');
  });
});
