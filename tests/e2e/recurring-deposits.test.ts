// Recurring deposits in the browser (schedule a monthly deposit). A person with an approved live
// account (application through the API, approved by the sandbox identity provider) and a verified bank
// schedules $250 every month from the calendar, sees it listed, edits the amount and cancels it;
// then schedules one with the keyboard alone. Before approval the schedule screen says a live
// account is needed. axe finds no serious or critical violation; offline, the list stays and
// changes wait. The browser runs in New York time, where due dates are counted.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailOf } from '../support/sign-up';
import { seriousViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { LIVE_ACCOUNT_STEPS } from '../api/live-accounts-fixtures';

// DIST_DIR lets a run use its own build (CONTRIBUTING: never rebuild dist/ under someone else).
// The sandbox identity provider approves an application at once; its job looks every half second.
const SERVER_ENV: Record<string, string> = {
  IDENTITY_SANDBOX_DELAY_MS: '0',
  IDENTITY_DECISION_INTERVAL_MS: '500',
  ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
};
const env = setUpE2eEnvironment(SERVER_ENV);

const email = `rita-recurring-${Date.now()}@example.com`;
const LIST = '/app/funding/recurring-deposits';
const SCHEDULE = '/app/funding/schedule-new-recurring-deposit';
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await env.browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true, // for axe (tests/support/axe.ts)
    reducedMotion: 'reduce',
    timezoneId: 'America/New_York',
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

async function expectAxeClean(screen: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}:\n${violations.join('\n')}`).toEqual([]);
}

/** A write through the page's own cookies, with the CSRF token the app would send. */
async function apiWrite(method: 'POST' | 'PUT', path: string, body: unknown) {
  const csrf = await page.request.get(`${env.server.url}/api/v1/util/csrf`);
  const token = String(((await csrf.json()) as { csrf_token: string }).csrf_token);
  const response = await page.request.fetch(`${env.server.url}/api/v1${path}`, {
    method,
    data: body,
    headers: { 'x-csrf-token': token },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
}

/** Today in New York as [year, month, day], and a date's words as the summary line says them. */
function newYorkToday(): [number, number, number] {
  const [m, d, y] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('/')
    .map(Number);
  return [y!, m!, d!];
}
const words = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** Presses Tab until `target` has the focus (keyboard reachability), at most 60 times. */
async function tabTo(target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

const items = () => page.getByTestId('recurring-deposit');

describe('recurring deposits', () => {
  it('says a live account is needed, until the application is approved', async () => {
    const url = env.server.url;
    await page.goto(`${url}/app/users/sign_up`);
    await waitForReady(page);
    await page.getByLabel('Full name').fill('Rita Recurring');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a sturdy test passphrase');
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${url}/app`);
    await confirmEmailOf(page, url, email);

    await page.goto(`${url}${SCHEDULE}`);
    await page.getByTestId('no-live-account').waitFor();
    expect(
      await page.getByRole('link', { name: /live-account application/ }).getAttribute('href'),
    ).toBe('/app/onboard');

    // The application through the API, submitted, then approved by the sandbox on its own.
    await apiWrite('PUT', '/accounts/account_type', { account_type: 'live' });
    for (const [step, body] of Object.entries(LIVE_ACCOUNT_STEPS)) {
      await apiWrite('PUT', `/live_accounts/steps/${step}`, body);
    }
    await apiWrite('POST', '/live_accounts/submit', { confirm: true });
    const status = async () =>
      (await (await page.request.get(`${url}/api/v1/live_accounts/status`)).json()).status;
    await expect.poll(status, { timeout: 15_000 }).toBe('approved');
    await apiWrite('POST', '/funding/bank_accounts/instant_link', {
      institution_id: 'sandbox_tartan',
    });
  });

  it('schedules a monthly $250 deposit from the calendar and lists it', async () => {
    const url = env.server.url;
    await page.goto(`${url}${LIST}`);
    await page.getByTestId('recurring-empty').waitFor();
    await expectAxeClean('empty list');
    await page.getByRole('link', { name: 'Schedule your first recurring deposit' }).click();
    await page.waitForURL(`${url}${SCHEDULE}`);

    // The only verified bank starts chosen.
    await expect.poll(() => page.getByRole('radio', { name: /Tartan/ }).isChecked()).toBe(true);
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Show calendar' }).click();
    await expectAxeClean('schedule form, calendar open');
    // The 1st of next month (New York).
    const [year, month] = newYorkToday();
    const first = new Date(Date.UTC(year, month, 1));
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByRole('button', {
        name: `1 ${MONTHS.format(first)} ${first.getUTCFullYear()}`,
        exact: true,
      })
      .click();
    // spec §9: the calendar hides about 100 ms after the click.
    await expect
      .poll(() => page.getByRole('button', { name: 'Show calendar' }).getAttribute('aria-expanded'))
      .toBe('false');
    const summary = `$250.00 every month starting ${words(first)}`;
    await expect.poll(() => page.getByTestId('schedule-summary').textContent()).toBe(summary);
    await expectAxeClean('schedule form, filled');
    await page.getByRole('button', { name: 'Schedule deposit' }).click();

    await page.waitForURL(`${url}${LIST}`);
    await expect.poll(() => items().count()).toBe(1);
    const text = (await items().first().textContent()) ?? '';
    expect(text).toContain('$250.00');
    expect(text).toContain('every month');
    expect(text).toContain(words(first));
    expect(text).toMatch(/••••\d{4}/);
    expect(text).toContain('Active');
    await expectAxeClean('list');
  });

  it('edits the amount', async () => {
    await items().first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit recurring deposit' });
    await dialog.waitFor();
    await expectAxeClean('edit modal');
    await dialog.getByLabel('Amount').fill('300');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => items().first().textContent()).toContain('$300.00');
    await expect.poll(() => page.getByText(/^Saved: \$300\.00 every month/).count()).toBe(1);
  });

  it('cancels it after a confirmation', async () => {
    await items().first().getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this recurring deposit?' });
    await dialog.waitFor();
    await expectAxeClean('cancel modal');
    // "Keep it" changes nothing.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await items().first().textContent()).toContain('Active');
    await items().first().getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Cancel recurring deposit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => items().first().textContent()).toContain('Cancelled');
    expect(await items().first().getByRole('button').count()).toBe(0);
    expect(await items().first().textContent()).toContain('None');
  });

  it('schedules one with the keyboard alone', async () => {
    const url = env.server.url;
    await page.goto(`${url}${SCHEDULE}`);
    await page.getByLabel('Amount').waitFor();
    await page.locator('body').focus();
    await tabTo(page.getByLabel('Amount'));
    await page.keyboard.type('75.5');
    // The radio group: Tab lands on the chosen one (Monthly), arrows move the choice.
    await tabTo(page.getByRole('radio', { name: 'Monthly' }));
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio', { name: 'Every two weeks' }).isChecked()).toBe(true);
    await tabTo(page.getByRole('button', { name: 'Show calendar' }));
    await page.keyboard.press('Enter');
    // Today is the day in the tab order; a week later is one ArrowDown away.
    await tabTo(page.locator('table button[tabindex="0"]'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const [year, month, day] = newYorkToday();
    const weekLater = new Date(Date.UTC(year, month - 1, day + 7));
    await expect
      .poll(() => page.getByTestId('schedule-summary').textContent())
      .toBe(`$75.50 every two weeks starting ${words(weekLater)}`);
    await tabTo(page.getByRole('button', { name: 'Schedule deposit' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}${LIST}`);
    await expect.poll(() => items().count()).toBe(2);
    expect(await items().first().textContent()).toContain('$75.50');
  });

  it('offline, keeps the list and says changes need a connection', async () => {
    await items().first().getByRole('button', { name: 'Edit' }).waitFor();
    await context.setOffline(true);
    try {
      await page
        .getByText('You are offline. Changes to recurring deposits need a connection.')
        .waitFor();
      expect(await items().count()).toBe(2);
      expect(await items().first().getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
      expect(await items().first().getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
