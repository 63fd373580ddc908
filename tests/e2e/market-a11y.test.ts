// axe-core scans of the market screens in Chromium (WCAG 2.0/2.1 A and AA plus best practice), in
// the dark and light themes, with the chart table shown: a serious or critical violation fails.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { navigateInApp, settle } from '../support/route-walk';
import { seriousViolations } from '../support/axe';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { signUp } from '../support/sign-up';

const SCREENS = [
  '/app/search?q=bank',
  '/app/securities/AAPL',
  '/app/explore',
  '/app/trending',
  '/app/earnings',
  '/app/watchlist',
  '/app/interests',
];

// In earnings season, so every screen has content to scan.
const env = setUpE2eEnvironment(
  { MARKET_CLOCK_START: '2025-07-23T15:00:00Z' },
  { serviceWorkers: 'block' },
);

/** A signed-in page in the theme, with AAPL on the watchlist (so the watchlist has a row). */
async function signedInPage(theme: 'dark' | 'light'): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
  const page = await context.newPage();
  await signUp(page, env.server.url, 'Axe Scanner');
  await page.goto(`${env.server.url}/app/securities/AAPL`);
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await page.getByRole('button', { name: 'On watchlist' }).waitFor();
  return page;
}

describe.each(['dark', 'light'] as const)('market screens (%s theme)', (theme) => {
  // One page walks the screens by the app's own navigation, as a member does: a page (a renderer
  // process) and a full load per screen cost about a second of CPU more each.
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(theme);
  });
  afterAll(() => page.context().close());

  it.each(SCREENS)('%s has no serious or critical violations', async (path) => {
    // Its requests (the screen's chunk, its data) ended: the screen before it is gone.
    await settle(page, 200, () => navigateInApp(page, path));
    await page.locator('h1').first().waitFor();
    // The screen's data, not its spinner (a status holding an aria-hidden ring). Explore loads
    // every sector: with two browser-test files at a time that can take longer than poll's 1 s.
    await expect
      .poll(() => page.locator('main [role=status] [aria-hidden]').count(), { timeout: 20_000 })
      .toBe(0);
    if (path.startsWith('/app/securities/')) {
      await page.getByRole('button', { name: 'Show table' }).click();
      await page.getByTestId('price-chart').locator('canvas').first().waitFor();
    }
    const violations = await seriousViolations(page);
    expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
  });
});
