// axe-core scans of the portfolio screens in Chromium (WCAG 2.0/2.1 A and AA plus best practice),
// with a position held, in the dark (default) and light themes, on a phone and a desktop: a
// serious or critical violation fails. The market clock starts on a Wednesday at 11:00 New York
// so the market order behind the position fills at once.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { startServer, type RunningServer } from '../support/server-process';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SCREENS = [
  ['/app/portfolio', 'position-AAPL'],
  ['/app/portfolio/history', 'history-change'],
  ['/app/ideas/portfolio_explorer', 'by-position'],
  ['/app/ideas/community', 'most-held'],
] as const;

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ env: { MARKET_CLOCK_START: '2025-03-12T15:00:00Z' } });
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
        (node) => `${violation.id} at ${JSON.stringify(node.target)}: ${node.failureSummary}`,
      ),
    );
}

async function signUpAndBuy(page: Page) {
  await page.goto(`${server.url}/app/users/sign_up`);
  await page.getByLabel('Full name').fill('Axe Scan');
  await page.getByLabel('Email').fill(`axe${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a sturdy test passphrase');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${server.url}/app`);
  const csrf = await (await page.request.get(`${server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${server.url}/api/v1/orders`, {
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
    const context = await browser.newContext({
      viewport,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
    const page = await context.newPage();
    await signUpAndBuy(page);
    for (const [path, testId] of SCREENS) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      const violations = await seriousViolations(page);
      expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
    }
    await context.close();
  });
});
