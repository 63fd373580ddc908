// The screener and the query tool in Chromium against the real server (run a screen, ask a
// question): from the tools hub, run a screen from the form, sort it, save it, reload and load it
// back; ask a question, see the parsed query, edit a field and see the results change; gibberish
// gets help, not an error. axe on both screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

// A Wednesday, 11:00 New York: an open market, so the figures are today's.
const env = setUpE2eEnvironment(
  { MARKET_CLOCK_START: '2026-11-18T16:00:00Z' },
  { serviceWorkers: 'block' },
);

/** The P/E column (the 5th) of the results table, as numbers. */
async function peColumn(page: Page): Promise<number[]> {
  const cells = await page
    .getByTestId('screen-results')
    .locator('tbody tr td:nth-child(5)')
    .allTextContents();
  return cells.map(Number);
}

async function noSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}:\n${violations.join('\n')}`).toEqual([]);
}

describe('the screener and the query tool', () => {
  it('runs, sorts, saves and reloads a screen; answers, edits and helps with questions', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const url = env.server.url;
    await signUp(page, url, 'Screen Runner');

    // The hub lists the four tools and leads to the screener.
    await openInApp(page, `${url}/app/tools`);
    await page.getByRole('heading', { name: 'Portfolio optimizer' }).waitFor();
    await noSeriousViolations(page, 'tools hub');
    await page.getByRole('link', { name: 'Open the screener' }).click();
    await page.getByTestId('screen-results').waitFor({ timeout: 20_000 });

    // Run a screen from the form: Energy, dividend yield of at least 2 %.
    await page.getByLabel('Energy', { exact: true }).check();
    await page.getByLabel('Min yield', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Run screen' }).click();
    await page.waitForURL(/sectors=Energy.*min_yield=2/);
    await expect.poll(() => page.getByTestId('screen-count').textContent()).toMatch(/of \d+$/);
    const names = page.getByTestId('screen-results').locator('tbody tr');
    expect(await names.count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.getByTestId('screen-results').locator('tbody tr td:nth-child(6)').allTextContents(),
      )
      .toSatisfy((yields: string[]) => yields.every((text) => parseFloat(text) >= 2));

    // Sort by P/E with the header button: aria-sort says which way.
    const peHeader = page.getByRole('columnheader', { name: /P\/E/ });
    await peHeader.getByRole('button').click();
    await page.waitForURL(/sort=pe_ratio/);
    await expect.poll(() => peHeader.getAttribute('aria-sort')).toBe('descending');
    await peHeader.getByRole('button').click();
    await expect.poll(() => peHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const pes = (await peColumn(page)).filter((pe) => !Number.isNaN(pe));
        return pes.length > 0 && pes.every((pe, i) => i === 0 || pe >= (pes[i - 1] as number));
      })
      .toBe(true);
    await noSeriousViolations(page, 'screener');

    // Save it, then reload a blank screener and load it back.
    await page.getByLabel('Name this screen').fill('Energy income');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved “Energy income”.').waitFor();
    await openInApp(page, `${url}/app/tools/screener`);
    await page.reload();
    await page.getByRole('link', { name: 'Load Energy income' }).click();
    await page.waitForURL(/sectors=Energy.*min_yield=2.*sort=pe_ratio/);
    expect(await page.getByLabel('Energy', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Min yield', { exact: true }).inputValue()).toBe('2');

    // Ask a question: the parsed query is shown, as words and as fields.
    await openInApp(page, `${url}/app/tools/query`);
    await page.getByLabel('Your question').fill('tech stocks under $50 with P/E below 20');
    await page.getByRole('button', { name: 'Ask' }).click();
    const restatement = page.getByTestId('restatement');
    await restatement.waitFor({ timeout: 20_000 });
    expect(await restatement.textContent()).toMatch(
      /Information Technology.*at most \$50.*P\/E of at most 20/,
    );
    expect(await page.getByLabel('Max P/E', { exact: true }).inputValue()).toBe('20');
    expect((await peColumn(page)).every((pe) => pe <= 20)).toBe(true);

    // Edit a field: the results follow.
    await page.getByLabel('Max P/E', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Run screen' }).click();
    await expect.poll(() => restatement.textContent()).toMatch(/P\/E of at most 10/);
    await expect.poll(async () => (await peColumn(page)).every((pe) => pe <= 10)).toBe(true);
    expect(await page.getByRole('link', { name: 'Open in screener' }).getAttribute('href')).toMatch(
      /max_pe=10/,
    );
    await noSeriousViolations(page, 'query tool');

    // Gibberish: a helpful answer with examples, not an error page.
    await page.getByLabel('Your question').fill('asdf qwer zxcv');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByTestId('query-help').waitFor();
    expect(await page.getByRole('link', { name: 'my biggest positions' }).count()).toBe(1);
    await context.close();
  });

  it('quotes a named security, compares two, and answers a pick asked for with data and no advice', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const url = env.server.url;
    await signUp(page, url, 'Plain Asker');
    const ask = async (question: string) => {
      await openInApp(page, `${url}/app/tools/query?q=${encodeURIComponent(question)}`);
      await page.getByTestId('restatement').waitFor({ timeout: 20_000 });
    };
    const cards = page.getByTestId('security-quotes').getByRole('listitem');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

    await ask('show me apple stock price');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getByRole('link', { name: 'AAPL' }).getAttribute('href')).toMatch(
      /AAPL/,
    );
    expect(await page.getByTestId('no-advice').count()).toBe(0);
    expect(await fits()).toBe(true);

    await ask('apple vs microsoft');
    expect(await cards.allTextContents()).toEqual([
      expect.stringContaining('Apple'),
      expect.stringContaining('Microsoft'),
    ]);
    expect(await page.getByTestId('restatement').textContent()).toMatch(/compared over 1Y/);
    expect(await fits()).toBe(true);

    await ask('what is the best stock to buy right now?');
    expect(await page.getByTestId('no-advice').textContent()).toMatch(
      /does not give investment advice/,
    );
    expect(await page.getByTestId('screen-results').locator('tbody tr').count()).toBe(10);
    await noSeriousViolations(page, 'query tool, advice asked');
    expect(await fits()).toBe(true);
    await context.close();
  });
});
