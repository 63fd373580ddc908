// Home's and the portfolio's first figures in the app shell's HTML (server/http/static.ts,
// build/home-figures.ts, build/portfolio-figures.ts): a signed-in member's /app carries their
// greeting, their accounts' values and their positions, and their /app/portfolio its summary, the
// same figures as the API's answers, in a page no cache keeps; anyone else, and any other page,
// gets the shell as built.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@/ui/format';
import { appFrameHtml } from '../../build/app-frame';
import { type Agent, signedInAgent } from '../support/agent';
import { createTestContext, type TestContext } from '../support/test-app';
import { FixedQuoteProvider, marketOrder, nyTime } from './portfolio-fixtures';

const NOW = nyTime('2025-03-14', '11:00');
const CLOSES = { MSFT: { '2025-03-13': 400, '2025-03-14': 410 } };
const TICKS = { MSFT: { [NOW.toISOString()]: 401.23 } };
const SHELL = `<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>${appFrameHtml()}</body></html>`;

let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'stockroom-home-figures-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  const now = () => NOW;
  ctx = await createTestContext({
    distDir: dist,
    quoteProvider: new FixedQuoteProvider(CLOSES, now, TICKS),
    now,
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The page's HTML as the browser gets it (the agent parses JSON: a page comes back raw). */
const page = async (agent: Agent, path = '/app') => {
  const response = await agent.get(path);
  expect(response.status).toBe(200);
  return { html: String(response.body.raw), headers: response.headers };
};

/** The text of the element carrying data-figure="name" (no element inside it). */
const figure = (html: string, name: string) =>
  new RegExp(`data-figure="${name}">([^<]*)<`).exec(html)?.[1] ?? null;

describe("home's first figures in the page", () => {
  it("draws a member's greeting, account and positions, as the API answers them, in a page no cache keeps", async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Figure Tester');
    const { html, headers } = await page(agent);
    const portfolio = (await agent.get('/api/v1/portfolio?account=simulated')).body as {
      equity_cents: number;
      cash_cents: number;
    };
    expect(html).toContain('<p class="as-hi">Hi, Figure</p>');
    expect(figure(html, 'value-simulated')).toBe(formatCents(portfolio.equity_cents));
    expect(html).toContain(`Cash ${formatCents(portfolio.cash_cents)}`);
    expect(html).toContain('<span class="as-inuse">In use</span>');
    expect(figure(html, 'positions-empty')).toMatch(/^Buy your first stock/);
    // The blocks they stand for are gone; the rest of the outline stays.
    expect(html).not.toContain('<i class="as-account">');
    expect(html).toContain('<i class="as-chart">');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(String(headers.vary)).toMatch(/cookie/);
  });

  it('lists the positions with their values and day change', async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Position Holder');
    await marketOrder(agent, { symbol: 'MSFT', side: 'buy', quantity: '2' });
    const { html } = await page(agent);
    const [position] = (await agent.get('/api/v1/portfolio')).body.positions as Array<{
      market_value_cents: number;
    }>;
    expect(html).toContain('data-figure="position-MSFT"');
    expect(html).toContain('<b>MSFT</b><span class="as-small">2 sh</span>');
    expect(html).toContain(`<b>${formatCents(position!.market_value_cents)}</b>`);
    expect(figure(html, 'positions-empty')).toBeNull();
  });

  it("spells a member's name as text, never as markup", async () => {
    const { agent } = await signedInAgent(ctx.agent(), '<img src=x onerror=alert(1)> Smith');
    const { html } = await page(agent);
    expect(html).toContain('Hi, &lt;img</p>');
    expect(html).not.toContain('<img src=x');
  });

  it('draws nothing for a visitor, an ended session or another page', async () => {
    const visitor = await page(ctx.agent());
    expect(visitor.html).toBe(SHELL);
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const { agent } = await signedInAgent(ctx.agent(), 'Other Pages');
    expect((await page(agent, '/app/settings')).html).toBe(SHELL);
    expect((await page(agent, '/app/')).html).toContain('Hi, Other');
    // The session's cookie, kept past its log-out.
    const cookie = `sid=${agent.cookie('sid')}`;
    expect((await agent.post('/api/v1/auth/logout')).status).toBe(204);
    const ended = await ctx.app.inject({ method: 'GET', url: '/app', headers: { cookie } });
    expect(ended.body).toBe(SHELL);
  });
});

describe("the portfolio's first figures in the page", () => {
  it("draws a member's account value and where the money is, as the API answers them", async () => {
    const { agent } = await signedInAgent(ctx.agent(), 'Folio Reader');
    await marketOrder(agent, { symbol: 'MSFT', side: 'buy', quantity: '1' });
    const { html, headers } = await page(agent, '/app/portfolio');
    const portfolio = (await agent.get('/api/v1/portfolio')).body as {
      equity_cents: number;
      buying_power_cents: number;
      market_value_cents: number;
    };
    expect(html).toContain('class="as-screen"');
    expect(html).toContain('<p class="ap-label">Paper account value</p>');
    expect(figure(html, 'equity')).toBe(formatCents(portfolio.equity_cents));
    expect(html).toContain(
      `<dt>Buying power</dt><dd>${formatCents(portfolio.buying_power_cents)}</dd>`,
    );
    expect(html).toContain(
      `<dt>Investments</dt><dd>${formatCents(portfolio.market_value_cents)}</dd>`,
    );
    // A position to list: the app lists it; nothing says there are none.
    expect(figure(html, 'portfolio-empty')).toBeNull();
    // Home's outline is not there to jump about.
    expect(html).not.toContain('<i class="as-account">');
    expect(headers['cache-control']).toBe('private, no-store');
  });
});
