// axe-core scans of the market screens in Chromium (WCAG 2.0/2.1 A and AA plus best practice), in
// the dark and light themes, with the chart table shown: a serious or critical violation fails.
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from '../support/browser';
import { waitForReady } from '../support/ready';
import { startServer, type RunningServer } from '../support/server-process';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SCREENS = [
  '/app/search?q=bank',
  '/app/securities/AAPL',
  '/app/explore',
  '/app/trending',
  '/app/earnings',
  '/app/watchlist',
  '/app/interests',
];

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  // In earnings season, so every screen has content to scan.
  server = await startServer({ env: { MARKET_CLOCK_START: '2025-07-23T15:00:00Z' } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`,
      ),
    );
}

async function signedInContext(theme: 'dark' | 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
  const page = await context.newPage();
  await page.goto(`${server.url}/app/users/sign_up`);
  await waitForReady(page);
  await page.getByLabel('Full name').fill('Axe Scanner');
  await page.getByLabel('Email').fill(`axe-${theme}-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a sturdy test passphrase');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${server.url}/app`);
  await page.goto(`${server.url}/app/securities/AAPL`);
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await page.getByRole('button', { name: 'On watchlist' }).waitFor();
  await page.close();
  return context;
}

describe.each(['dark', 'light'] as const)('market screens (%s theme)', (theme) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await signedInContext(theme);
  });
  afterAll(() => context.close());

  it.each(SCREENS)('%s has no serious or critical violations', async (path) => {
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await waitForReady(page);
    await page.locator('h1').first().waitFor();
    // The screen's data, not its spinner (a status holding an aria-hidden ring).
    await expect.poll(() => page.locator('main [role=status] [aria-hidden]').count()).toBe(0);
    if (path.startsWith('/app/securities/')) {
      await page.getByRole('button', { name: 'Show table' }).click();
      await page.getByTestId('price-chart').locator('canvas').first().waitFor();
    }
    const violations = await seriousViolations(page);
    await page.close();
    expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
  });
});
