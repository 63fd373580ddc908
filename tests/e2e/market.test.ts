// Market and discovery in Chromium: a person searches a company by typing, opens its security page
// (price, chart and the chart's table), adds it to the watchlist and finds it on /app/watchlist;
// offline, the Trade button is disabled and says why. The market clock starts in a session
// (MARKET_CLOCK_START), so the live stream reports the market open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { signUp } from '../support/sign-up';

// Wednesday 23 July 2025, 11:00 in New York: a session is open.
const env = setUpE2eEnvironment({ MARKET_CLOCK_START: '2025-07-23T15:00:00Z' });

describe('market screens', () => {
  it('searches by typing, opens the security page, watches it and finds it on the watchlist', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Market Tester');

    // Search is in the header; results appear while typing, and the keyboard reaches them.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.waitForURL(`${env.server.url}/app/search`);
    await page.getByLabel('Company or symbol').pressSequentially('microso', { delay: 40 });
    const results = page.getByRole('list', { name: 'Results for microso' });
    await expect.poll(() => results.getByRole('link').first().textContent()).toContain('MSFT');
    await page.getByLabel('Company or symbol').press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Microsoft Corporation');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.server.url}/app/securities/MSFT`);

    // The quote, with its source and as-of time, and the live stream reporting an open market.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Microsoft Corporation (MSFT)');
    const price = page.getByTestId('live-price');
    await expect.poll(() => price.textContent()).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).toContain('Live');
    expect(await price.textContent()).toContain('Simulated prices · as of Jul 23');

    // The chart is drawn (lightweight-charts' canvas) and summarised for screen readers …
    const chart = page.getByTestId('price-chart');
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    expect(await chart.getAttribute('aria-label')).toMatch(/^MSFT price chart, 1D: from \$/);
    // … and its table alternative is in the page, shown on request.
    const table = page.getByRole('table', { name: /MSFT prices, 1D/ });
    expect(await table.locator('tbody tr').count()).toBe(91); // 9:30 … 11:00, one bar a minute
    await page.getByRole('button', { name: 'Show table' }).click();
    await expect.poll(() => table.isVisible()).toBe(true);
    await page.getByRole('button', { name: '1Y' }).click();
    await expect.poll(() => page.getByRole('table', { name: /MSFT prices, 1Y/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Key stats, and Trade opens the trade screen on this symbol.
    expect(await page.getByRole('region', { name: 'Key stats' }).textContent()).toContain(
      'Market cap',
    );
    expect(await page.getByRole('link', { name: 'Trade MSFT' }).getAttribute('href')).toBe(
      '/app/orders?symbol=MSFT&side=buy',
    );

    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    const watching = page.getByRole('button', { name: 'On watchlist' });
    await expect.poll(() => watching.getAttribute('aria-pressed')).toBe('true');

    // The watchlist is one of Explore's tabs (features/market/MarketTabs.tsx).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await page
      .getByRole('navigation', { name: 'Markets' })
      .getByRole('link', { name: 'Watchlist' })
      .click();
    await page.waitForURL(`${env.server.url}/app/watchlist`);
    const list = page.getByRole('list', { name: 'Your watchlist' });
    await expect.poll(() => list.getByRole('link').first().textContent()).toContain('MSFT');
    expect(await list.textContent()).toContain('Microsoft Corporation');
    await context.close();
  });

  it('streams through the service worker; offline, Trade is disabled and says why', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Offline Tester');
    await page.goto(`${env.server.url}/app/securities/aapl`);
    await expect.poll(() => page.getByRole('link', { name: 'Trade AAPL' }).isVisible()).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    // Under the service worker the event stream still flows (sw.ts leaves it uncached).
    await page.reload();
    const price = page.getByTestId('live-price');
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).toContain('Live');

    await context.setOffline(true);
    const trade = page.getByRole('button', { name: 'Trade AAPL' });
    // Read together: the button and its reason change in one render. An answer that left the
    // server just before the cut does not undo the browser's 'offline' (connectivity.ts). What
    // the page shows is read without waiting, so a miss says what it showed instead.
    await expect.poll(() => tradeWhileOffline(page)).toBe('disabled button, reason shown');
    // Read in one step: two reads could straddle a re-render that gives the pair a new id.
    const description = () =>
      trade.evaluate(
        (button) =>
          document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      );
    await expect.poll(description).toBe('Trading needs a connection: you are offline.');
    // The price's label follows its own stream, which may notice the lost connection a render
    // after the Trade button does.
    await expect.poll(() => price.textContent()).toContain('Offline: last known price');

    // Opened offline, the page comes from the service worker's cache, Trade still disabled.
    await page.reload();
    await expect.poll(() => price.textContent()).toMatch(/^\$\d/);
    expect(await page.getByRole('button', { name: 'Trade AAPL' }).isDisabled()).toBe(true);

    await context.setOffline(false);
    await expect.poll(() => page.getByRole('link', { name: 'Trade AAPL' }).isVisible()).toBe(true);
    await context.close();
  });

  it('says so for an unknown ticker, lists trending stocks, opens a sector with the keyboard', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Explorer');
    await page.goto(`${env.server.url}/app/securities/ZZZZ`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('We could not find a stock or ETF with the symbol ZZZZ.');

    await page.goto(`${env.server.url}/app/trending`);
    await expect
      .poll(() => page.getByRole('list', { name: 'Trending stocks' }).getByRole('link').count())
      .toBe(20);

    // Phone: Explore is in the account sheet of the tab bar; sectors open with the keyboard (details/summary).
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Explore markets' }).click();
    await page.waitForURL(`${env.server.url}/app/explore`);
    const energy = page.locator('summary', { hasText: 'Energy' });
    await energy.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('list', { name: 'Energy members' }).getByRole('link').count())
      .toBeGreaterThan(5);
    await context.close();
  });
});

/** The security page's Trade control as read in one step, with the browser's own word. */
function tradeWhileOffline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const reason = 'Trading needs a connection: you are offline.';
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent === 'Trade AAPL',
    );
    const link = [...document.querySelectorAll('a')].some(
      (element) => element.textContent === 'Trade AAPL',
    );
    if (button?.disabled && document.body.innerText.includes(reason)) {
      return 'disabled button, reason shown';
    }
    const control = button ? `button (disabled: ${button.disabled})` : link ? 'link' : 'none';
    return `${control}; navigator.onLine ${navigator.onLine}; page: ${document.body.innerText.slice(0, 300)}`;
  });
}
