// The portfolio optimizer and the company snapshot in Chromium against the real server (optimise a
// paper portfolio and place the suggested trades). A member with three paper holdings opens the
// optimizer, runs minimum variance, places the suggested trades and sees them placed; then opens a
// security's snapshot from its page. axe on both screens, in the dark and the light theme.
// The market clock starts on a Wednesday at 11:00 New York, so market orders fill at once.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer('market-open', { serviceWorkers: 'block' });

/** A market buy from the page's session (orders take an Idempotency-Key). */
async function buy(page: Page, symbol: string, notional: string) {
  const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${env.server.url}/api/v1/orders`, {
    data: { symbol, side: 'buy', type: 'market', notional },
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': randomUUID() },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).order.status).toBe('filled');
}

describe('AI analyst tools in the browser', () => {
  it('optimises a paper portfolio, places the trades, then opens a snapshot', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Harry Markowitz');
    await buy(page, 'AAPL', '6000');
    await buy(page, 'KO', '2000');
    await buy(page, 'JNJ', '2000');

    await openInApp(page, `${env.server.url}/app/tools/optimizer`);
    await page.getByTestId('weights-table').waitFor();
    await expect(page.getByTestId('not-advice').textContent()).resolves.toBe(
      'Not investment advice',
    );
    // The holdings are the default symbols; add one by keyboard and take it away again.
    const settings = page.getByRole('form', { name: 'Optimizer settings' });
    for (const symbol of ['AAPL', 'JNJ', 'KO']) {
      await settings.getByRole('button', { name: `Remove ${symbol}` }).waitFor();
    }
    await settings.getByLabel('Add a symbol').fill('spy');
    await settings.getByLabel('Add a symbol').press('Enter');
    await settings.getByRole('button', { name: 'Remove SPY' }).click();
    await settings.getByRole('radio', { name: /Minimum variance/ }).check();
    await settings.getByRole('button', { name: 'Optimise' }).click();
    await page.getByTestId('weights-table').waitFor();
    expect(await page.getByRole('img', { name: /Efficient frontier/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Place the suggested trades after the confirmation.
    const trades = await page.getByTestId('trades-list').getByRole('listitem').count();
    expect(trades).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: `Place ${trades} trade${trades === 1 ? '' : 's'}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const placed = page.getByTestId('trades-placed');
    await placed.waitFor();
    expect(await placed.textContent()).toBe(`Placed ${trades} order${trades === 1 ? '' : 's'}:`);
    await expect.poll(() => page.getByText(/: filled for \$/).count()).toBe(trades);
    // Optimising again: the holdings now sit at the suggested weights. Not exactly: the open
    // market's prices move between the fills and the new run, so a few dollars' drift may be
    // suggested again; each weight is within half a point of its target.
    await page.getByRole('button', { name: 'Optimise again' }).click();
    await placed.waitFor({ state: 'detached' });
    const rows = page.getByTestId('weights-table').locator('tbody tr');
    await rows.first().waitFor();
    const weights = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => parseFloat(td.textContent!))),
    );
    expect(weights.length).toBe(3);
    for (const [current, suggested] of weights) {
      expect(Math.abs(current! - suggested!)).toBeLessThan(0.5);
    }

    // The snapshot, from the security page.
    await openInApp(page, `${env.server.url}/app/securities/AAPL`);
    await page.getByRole('link', { name: 'Snapshot' }).click();
    await page.waitForURL(`${env.server.url}/app/tools/snapshot/AAPL`);
    const performance = page.getByTestId('snapshot-performance');
    await performance.waitFor();
    expect(await performance.textContent()).toMatch(/Over one month AAPL (rose|fell|was)/);
    expect(await page.getByTestId('not-advice').textContent()).toBe('Not investment advice');
    await page.getByRole('link', { name: 'P/E: source, AAPL key stats' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Both screens in the light theme too.
    await page.evaluate(() => localStorage.setItem('stockroom.theme', 'light'));
    await page.reload();
    await page.getByTestId('snapshot-community').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openInApp(page, `${env.server.url}/app/tools/optimizer`);
    await page.getByTestId('weights-table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
