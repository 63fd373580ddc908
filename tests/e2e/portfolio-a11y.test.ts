// axe-core scans of the portfolio screens in Chromium (WCAG 2.0/2.1 A and AA plus best practice),
// with a position held, in the dark (default) and light themes, on a phone and a desktop: a
// serious or critical violation fails. The market clock starts on a Wednesday at 11:00 New York
// so the market order behind the position fills at once.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';

const SCREENS = [
  ['/app/portfolio', 'position-AAPL'],
  ['/app/portfolio/history', 'history-change'],
  ['/app/ideas/portfolio_explorer', 'by-position'],
  ['/app/ideas/community', 'most-held'],
] as const;

const env = setUpOnSharedServer('market-open', { serviceWorkers: 'block' });

async function signUpAndBuy(page: Page) {
  await signUp(page, env.server.url, 'Axe Scan');
  const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${env.server.url}/api/v1/orders`, {
    data: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: '2' },
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': randomUUID() },
  });
  expect(response.status()).toBe(201);
}

describe('portfolio screens', () => {
  it.each([
    ['dark', DESKTOP],
    ['light', PHONE],
  ] as const)('have no serious or critical violations (%s theme)', async (theme, viewport) => {
    const context = await env.browser.newContext({
      viewport,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
    const page = await context.newPage();
    await signUpAndBuy(page);
    for (const [path, testId] of SCREENS) {
      await page.goto(`${env.server.url}${path}`);
      await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      const violations = await seriousViolations(page);
      expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
    }
    await context.close();
  });
});
