// The signed-in home screen (/app) in Chromium against the real server: after buying $100 of a
// stock through the trade screen, home shows the account's value (cash + positions, as the API
// reports them), the day's change, the position with today's move, the watchlist with prices,
// the market's top movers, the next lesson with XP, and the latest posts; at 390 px nothing scrolls
// sideways. A new member sees the way to a first stock and the open next steps.
// The market clock starts on a Wednesday at 11:00 New York, so the order fills at once.
// A section that fails alone, the rest of home shown and its Try again loading only it, is
// src/features/dashboard/Section.component.test.tsx's (no server needed).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LearnState } from '../../src/contract/learn';
import type { TrendingResponse } from '../../src/contract/market';
import type { PostPage } from '../../src/contract/community';
import type { PortfolioResponse } from '../../src/contract/portfolio';
import { formatShareUnits } from '../../src/ui/format';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { apiRequestsOf, holdRequests } from '../support/held-requests';
import { pageApi } from '../support/page-api';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';
import { scrollThrough } from '../support/scroll-through';

const env = setUpOnSharedServer('market-open');

/** The first amount of money in a text ("-$1,234.56" → -123456), in cents. */
function centsIn(text: string | null): number | null {
  const match = /(-?)\$([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!match) return null;
  const cents = Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

const get = <T>(page: Page, path: string) => pageApi<T>(page, env.server.url, 'GET', path);

/** What the screen shows and what the API answers now: prices tick, so both are read together. */
async function screenAgrees(
  page: Page,
  read: (portfolio: PortfolioResponse) => number,
  shown: Locator,
): Promise<boolean> {
  const before = centsIn(await shown.textContent());
  const portfolio = await get<PortfolioResponse>(page, '/portfolio?account=simulated');
  return before === read(portfolio);
}

async function buyFromTradeScreen(page: Page, symbol: string, amount: string): Promise<void> {
  await openInApp(page, `${env.server.url}/app/orders?symbol=${symbol}&side=buy`);
  await waitForReady(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByTestId('order-preview').waitFor();
  await page.getByRole('button', { name: 'Place buy order' }).click();
  await page.getByRole('button', { name: 'Confirm buy' }).click();
  const result = page.getByTestId('order-result');
  await result.waitFor();
  expect(await result.getAttribute('data-status')).toBe('filled');
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the home screen', () => {
  it('after a $100 buy shows the value, the position with its day change, and live market, learn and community sections, at 390 px without sideways scroll', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true, // for the axe scan at the end
      reducedMotion: 'reduce',
      serviceWorkers: 'block', // never offline: no precache of the whole build
    });
    const page = await context.newPage();
    // The trending answer the screen itself last received: in an open market the movers reorder
    // with every tick, so an answer the test asks for later may rank them otherwise.
    let screenTrending: TrendingResponse | null = null;
    page.on('response', (response) => {
      if (!response.url().includes('/api/v1/market/trending') || !response.ok()) return;
      response.json().then(
        (body: TrendingResponse) => (screenTrending = body),
        () => {},
      );
    });
    await signUp(page, env.server.url, 'Mary Jackson');
    await buyFromTradeScreen(page, 'AAPL', '100');
    await pageApi(page, env.server.url, 'PUT', '/watchlist/MSFT');

    await openInApp(page, `${env.server.url}/app`);
    await waitForReady(page);

    // The value of the account in use: cash + the positions' value, as the API reports them.
    const card = page.getByTestId('home-account-simulated');
    const value = card.getByTestId('home-value');
    await value.waitFor();
    await expect
      .poll(
        () =>
          screenAgrees(
            page,
            (p) => p.cash_cents + p.positions.reduce((sum, row) => sum + row.market_value_cents, 0),
            value,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect
      .poll(() => screenAgrees(page, (p) => p.equity_cents, value), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(
        () => screenAgrees(page, (p) => p.day_gain_cents, card.getByTestId('home-day-change')),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await card.getByTestId('home-day-change').textContent()).toMatch(/\([+-]?[\d.]+%\)/);

    // The position row, its shares, value and today's move, linking to the security page.
    const row = page.getByTestId('home-position-AAPL');
    await row.waitFor();
    const aapl = (p: PortfolioResponse) => p.positions.find((item) => item.symbol === 'AAPL');
    await expect
      .poll(
        () =>
          screenAgrees(
            page,
            (p) => aapl(p)?.day_gain_cents ?? NaN,
            row.getByTestId('home-position-day-change'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const position = aapl(await get<PortfolioResponse>(page, '/portfolio?account=simulated'));
    expect(await row.textContent()).toContain(formatShareUnits(position?.quantity_e5 ?? 0));
    expect(await row.getByRole('link').getAttribute('href')).toBe('/app/securities/AAPL');

    // The chart's change over the range, from the portfolio history.
    await page.getByTestId('home-range-change').waitFor();

    // The sections under the first screen render as they near it: none of them yet.
    expect(await page.getByTestId('home-people').count()).toBe(0);
    await scrollThrough(page);

    // The watchlist with a price.
    const watchlist = page.getByRole('list', { name: 'Your watchlist' });
    await expect.poll(() => watchlist.textContent()).toMatch(/MSFT.*\$\d/);

    // The top movers are the API's trending stocks: the biggest rise first.
    const topRiser = (trending: TrendingResponse | null) =>
      trending?.stocks
        .filter((stock) => stock.quote.change_bp > 0)
        .sort((a, b) => b.quote.change_bp - a.quote.change_bp)[0]?.security.symbol;
    const gainers = page.getByRole('list', { name: 'Top gainers' });
    await expect
      .poll(async () => {
        const top = topRiser(screenTrending);
        const shown = await gainers.getByRole('link').first().textContent();
        return top !== undefined && Boolean(shown?.includes(top));
      })
      .toBe(true);

    // The next lesson and the XP.
    const learn = await get<LearnState>(page, '/learn');
    const next = learn.nextLessonId ? learn.lessonData[learn.nextLessonId] : undefined;
    expect(next).toBeDefined();
    await expect
      .poll(() => page.getByTestId('home-next-lesson').textContent())
      .toContain(next?.title);
    expect(await page.getByTestId('home-xp').textContent()).toBe(
      new Intl.NumberFormat('en-US').format(learn.xp_total),
    );

    // A new member follows nobody: the community's latest, and the screen says so.
    const feed = await get<PostPage>(page, '/feeds/community?limit=4');
    const people = page.getByTestId('home-people');
    await expect
      .poll(() => people.getByRole('list', { name: 'Latest posts' }).getByRole('link').count())
      .toBe(Math.min(4, feed.items.length));
    expect(await people.textContent()).toContain('here is the latest from the community');
    const posts = people.getByRole('list', { name: 'Latest posts' }).getByRole('link');
    expect(await posts.first().textContent()).toContain(feed.items[0]?.author.name);

    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a new member the way to a first stock and the open next steps, on a wide screen', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Dorothy Vaughan');
    const card = page.getByTestId('home-account-simulated');
    await expect.poll(() => card.getByTestId('home-value').textContent()).toBe('$100,000.00');
    await expect.poll(() => page.getByTestId('home-positions-empty').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Buy your first stock' }).click();
    await page.waitForURL(`${env.server.url}/app/search`);
    await page.goBack();
    await expect
      .poll(() => page.getByTestId('home-next-steps').getByRole('link').allTextContents())
      .toEqual([
        'Choose your account',
        'Tell us about your investing experience',
        'Decide on a brokerage account',
      ]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });
  it('asks for its figures from the HTML, before its scripts, and for each one once', async () => {
    const context = await env.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Katherine Johnson');
    // Off the app first: what the signed-up page asked for (its refreshes) must not count.
    await page.goto('about:blank');
    const asked = apiRequestsOf(page);
    // Who asked: the script of the page's HTML, or one of the app's (its stack's top frame).
    const askedBy = new Map<string, string>();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const path = new URL(request.url).pathname;
      const frame = initiator.stack?.callFrames[0]?.url;
      if (!askedBy.has(path)) askedBy.set(path, frame ? new URL(frame).pathname : initiator.type);
    });
    // /me held until the accounts and the paper portfolio have been asked for: before, home asked
    // for them only once /me had answered, so this waited for ever.
    const releaseMe = await holdRequests(page, '**/api/v1/me');
    await page.goto(`${env.server.url}/app`);
    await expect
      .poll(() => asked.filter((path) => path === '/portfolio?account=simulated').length)
      .toBe(1);
    expect(asked).toContain('/accounts');
    expect(asked).toContain('/me');
    releaseMe();
    const card = page.getByTestId('home-account-simulated');
    await expect.poll(() => card.getByTestId('home-value').textContent()).toBe('$100,000.00');
    await page.getByTestId('home-positions-empty').waitFor();
    // The cards and the positions read one portfolio: one request, not one each.
    const portfolioReads = asked.filter((path) => path.startsWith('/portfolio?'));
    expect(portfolioReads).toEqual(['/portfolio?account=simulated']);
    expect(asked.filter((path) => path === '/accounts')).toHaveLength(1);
    // The page's HTML asked (network/early-answers.ts), not the app's scripts once loaded, and
    // the app took those answers rather than asking again.
    for (const path of ['/api/v1/util/csrf', '/api/v1/me', '/api/v1/accounts']) {
      expect(askedBy.get(path), path).toBe('/app');
    }
    expect(asked.filter((path) => path === '/util/csrf' || path === '/me')).toEqual([
      '/util/csrf',
      '/me',
    ]);
    await context.close();
  });

  it('paints the figures of the last visit, saying when they are from, until the fresh ones come', async () => {
    // Service workers allowed: the worker keeps the answers this reads (src/sw.ts).
    const context = await env.browser.newContext({ viewport: PHONE, isMobile: true });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Dorothy Vaughan');
    const card = page.getByTestId('home-account-simulated');
    const kept = () =>
      page.evaluate(async () => {
        const cache = await caches.open('stockroom-api');
        return (await cache.keys()).map(({ url }) => new URL(url).pathname + new URL(url).search);
      });
    // Once the worker controls the page from its start, home's answers are kept as they come.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.reload();
    await card.getByTestId('home-value').waitFor();
    await expect
      .poll(kept, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/api/v1/accounts', '/api/v1/portfolio?account=simulated']));
    // The worker goes (its copies stay), so the held request is held, not answered from its cache
    // after its network timeout; and no new worker comes.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
    });
    await context.route('**/sw.js', (route) => route.abort());
    const release = await holdRequests(context, '**/api/v1/portfolio?*');
    await page.reload();
    await expect.poll(() => card.getByTestId('home-value').textContent()).toBe('$100,000.00');
    await expect.poll(() => card.getByTestId('home-day-change').textContent()).toMatch(/as of /);
    // The label takes the room "today" took: the card fits the narrowest phone still.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await noSidewaysScroll(page)).toBe(true);
    release();
    await expect.poll(() => card.getByTestId('home-day-change').textContent()).toMatch(/today$/);
    await context.close();
  });

  it('lists an order still waiting to fill instead of offering a first stock', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Mary Jackson');
    // A limit buy far under the price: it stays open, as a market order placed after the close does.
    const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
    const placed = await page.request.post(`${env.server.url}/api/v1/orders`, {
      data: { symbol: 'AAPL', side: 'buy', type: 'limit', quantity: '1', limit_price: '1.00' },
      headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': crypto.randomUUID() },
    });
    expect(placed.status()).toBe(201);
    await page.reload();
    await waitForReady(page);
    const waiting = page.getByTestId('home-open-orders');
    await expect.poll(() => waiting.textContent()).toContain('Buy 1 sh AAPL at $1.00 or better');
    expect(await page.getByTestId('home-positions-empty').count()).toBe(0);
    await waiting.getByRole('link').click();
    await page.waitForURL(`${env.server.url}/app/orders`);
    await context.close();
  });

  it('opens offline after one online visit with the last figures, and says so', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Evelyn Boyd');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await page.reload();
    const value = page.getByTestId('home-account-simulated').getByTestId('home-value');
    await expect.poll(() => value.textContent()).toBe('$100,000.00');
    await scrollThrough(page);
    await page.getByTestId('home-next-lesson').waitFor();
    await page.getByRole('list', { name: /^Top (gainers|losers)$/ }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('home-offline').isVisible()).toBe(true);
    await expect.poll(() => value.textContent()).toBe('$100,000.00');
    // The worker's copy says when it is from, not "today".
    const dayChange = page.getByTestId('home-account-simulated').getByTestId('home-day-change');
    await expect.poll(() => dayChange.textContent()).toMatch(/as of /);
    await scrollThrough(page);
    await page.getByTestId('home-next-lesson').waitFor();
    expect(await page.getByTestId('home-positions-empty').isVisible()).toBe(true);
    await context.close();
  });
});
