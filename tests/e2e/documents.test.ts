// Broker-dealer terms and e-documents in Chromium against the real server (spec §2 "/terms",
// "/documents"). A statement needs a month that has ended with activity in it, so the market clock
// does the work: the server first runs on the next trading morning after now (MARKET_CLOCK_START),
// where a user buys a share; then it restarts on the same data with the clock in the following
// month, when that month has ended and its statement is listed.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextOpen } from '@server/market';
import { monthName, monthOf, monthRange } from '@server/services/statements/months';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { startServer } from '../support/server-process';
import { signUp } from '../support/sign-up';

/** 11:00 New York on the first trading day at or after `at`: the market is open. */
const elevenAfter = (at: Date) => new Date(nextOpen(at).getTime() + 90 * 60_000);

const TRADE_AT = elevenAfter(new Date());
const TRADE_MONTH = monthOf(TRADE_AT);
/** A trading morning in the month after the trade: the trade's month has ended. */
const LATER = elevenAfter(monthRange(TRADE_MONTH).end);

// A build of our own when DIST_DIR says where (server-process.ts otherwise serves dist/).
const distEnv: Record<string, string> = process.env.DIST_DIR
  ? { DIST_DIR: process.env.DIST_DIR }
  : {};
const env = setUpE2eEnvironment({ MARKET_CLOCK_START: TRADE_AT.toISOString(), ...distEnv });

/** POST /api/v1/orders from the page's session, as the trade screen sends it. */
async function buyOneShare(page: Page) {
  const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${env.server.url}/api/v1/orders`, {
    data: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '1' },
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': randomUUID() },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).order.status).toBe('filled');
}

describe('broker-dealer terms', () => {
  it.each([
    ['dark', PHONE],
    ['light', DESKTOP],
  ] as const)('render with their headings and pass axe (%s theme)', async (theme, viewport) => {
    const context = await env.browser.newContext({ viewport, bypassCSP: true });
    await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/terms`);
    const title = page.getByRole('heading', { level: 1, name: 'Broker-dealer terms' });
    await title.waitFor({ timeout: 20_000 });
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        'Who holds your account',
        'How orders are handled',
        'Best execution',
        'Fractional shares',
        'Fees',
        'SIPC protection',
        'Statements and electronic delivery',
        'Closing your account',
        'Contact',
      ]),
    );
    expect(await page.getByTestId('info-page').textContent()).toContain('sandbox broker');
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    await context.close();
  });
});

describe('documents', () => {
  it('lists last month’s statement and downloads it as a PDF', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Dana Documents');
    await buyOneShare(page);

    // The month of the trade ends: the same data, the clock a month on.
    const { dataDir } = env.server;
    await env.server.stop();
    env.server = await startServer({
      dataDir,
      port: env.server.port,
      env: { MARKET_CLOCK_START: LATER.toISOString(), ...distEnv },
    });

    await page.goto(`${env.server.url}/app/documents`);
    const title = `Statement for ${monthName(TRADE_MONTH)}`;
    const link = page.getByRole('link', { name: `Download PDF, ${title}, Paper account` });
    await link.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('statement-account').first().textContent()).toContain(
      TRADE_MONTH.slice(0, 4),
    );
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`stockroom-statement-${TRADE_MONTH}.pdf`);
    // The browser runs beside the test (e2e-global-setup.ts): save a copy here to read it.
    const copy = join(env.server.dataDir, download.suggestedFilename());
    await download.saveAs(copy);
    const bytes = await readFile(copy);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = bytes.toString('latin1');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Dana Documents) Tj');
    expect(pdf).toContain('(Apple Inc.) Tj');

    // Offline: the list from the service worker's cache; a download needs the network.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await page.reload();
    await link.waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('statement-row').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('offline-data').isVisible()).toBe(true);
    expect(await page.getByText('Downloading a statement needs a connection').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: /^Download PDF/ }).count()).toBe(0);
    await context.close();
  });
});
