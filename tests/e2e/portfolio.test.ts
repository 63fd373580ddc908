// The portfolio in Chromium against the real server: a new user's empty portfolio with $100,000 of
// cash and buying power, a position after a fill placed through the orders API, the history,
// explorer and popular-stocks screens, and the portfolio offline.
// The market clock starts on a Wednesday at 11:00 New York (MARKET_CLOCK_START), so a market
// order fills at once whatever day the test runs.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { apiRequestsOf, holdRequests } from '../support/held-requests';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('market-open');

/** POST /api/v1/orders from the page's session, as the trade screen sends it. */
async function buyDollars(page: Page, symbol: string, dollars: string) {
  const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${env.server.url}/api/v1/orders`, {
    data: { symbol, side: 'buy', type: 'market', notional: dollars },
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': randomUUID() },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).order.status).toBe('filled');
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe('portfolio in the browser', () => {
  it('shows the empty portfolio, then the position after a fill, on every portfolio screen', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Ada Lovelace');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio' })
      .first()
      .click();
    await page.waitForURL(`${env.server.url}/app/portfolio`);
    await expect.poll(() => text(page, 'cash')).toBe('$100,000.00');
    expect(await text(page, 'buying-power')).toBe('$100,000.00');
    expect(await text(page, 'equity')).toBe('$100,000.00');
    const search = page.getByRole('link', { name: 'Search stocks and funds' });
    expect(await search.getAttribute('href')).toBe('/app/search');

    await buyDollars(page, 'AAPL', '100');
    await page.reload();
    await expect.poll(() => page.getByTestId('position-AAPL').isVisible()).toBe(true);
    const cash = await text(page, 'cash');
    expect(cash).toMatch(/^\$99,90\d\.\d\d$/); // $100 of AAPL, to the cent
    expect(await text(page, 'buying-power')).toBe(cash);

    // History: the fill is in the transactions; the ranges are buttons reachable by keyboard.
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(`${env.server.url}/app/portfolio/history`);
    await expect.poll(() => page.getByTestId('transactions').textContent()).toContain('AAPL');
    const week = page.getByRole('button', { name: '1W one week' });
    await week.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => week.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('history-change').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Explorer' }).click();
    await expect.poll(() => page.getByTestId('by-position').textContent()).toContain('AAPL');
    await page.getByRole('link', { name: 'Popular' }).click();
    await expect.poll(() => page.getByTestId('most-held').textContent()).toContain('AAPL');

    // The position links to its security page.
    await page.goto(`${env.server.url}/app/portfolio`);
    await page.getByTestId('position-AAPL').getByRole('link', { name: 'AAPL' }).click();
    await page.waitForURL(`${env.server.url}/app/securities/AAPL`);
    await context.close();
  });

  it('asks for its figures beside the session check, not after it, and once', async () => {
    const context = await env.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Grace Hopper');
    await page.goto('about:blank');
    const asked = apiRequestsOf(page);
    const portfolioReads = () => asked.filter((path) => /^\/portfolio(\?|$)/.test(path));
    // /me held until the portfolio has been asked for (the screen waits for /me to mount).
    const releaseMe = await holdRequests(page, '**/api/v1/me');
    await page.goto(`${env.server.url}/app/portfolio`);
    await expect.poll(() => portfolioReads().length).toBe(1);
    releaseMe();
    await expect.poll(() => text(page, 'cash')).toBe('$100,000.00');
    expect(portfolioReads()).toEqual(['/portfolio']);
    await context.close();
  });

  it('opens the portfolio offline with its last data and says so', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Grace Hopper');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await buyDollars(page, 'MSFT', '250');
    await page.goto(`${env.server.url}/app/portfolio`);
    await expect.poll(() => page.getByTestId('position-MSFT').isVisible()).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-data').isVisible()).toBe(true);
    expect(await page.getByTestId('position-MSFT').isVisible()).toBe(true);
    // The day's change is the device's copy's, and says from when, whichever came first: the
    // copy painted from the cache on start, or the worker's answer for want of a network.
    await expect.poll(() => page.getByTestId('portfolio-summary').textContent()).toMatch(/as of /);
    // A screen never opened online has nothing cached, and says that instead of failing.
    await page.goto(`${env.server.url}/app/ideas/portfolio_explorer`);
    await expect
      .poll(() => page.getByText('has not been saved on this device yet').isVisible())
      .toBe(true);
    await context.close();
  });
});
