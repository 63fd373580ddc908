// The account screens in Chromium against the real server (among them: change the password and see
// another session signed out): the hub and its modals, a preference that survives a reload, a
// change of email through the link in the sandbox mailbox, and closing the account, after which sign-in is
// refused. One journey, one server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

// A build of our own when DIST_DIR says where (server-process.ts otherwise serves dist/).
const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

const FIRST_PASSWORD = 'a sturdy test passphrase';
const SECOND_PASSWORD = 'quite another passphrase';

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${env.server.url}/app/login`);
  await waitForReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Follows the link of the newest mail to `to` as a newcomer on their own machine does: the
 * sandbox mailbox at /app/sandbox-mail (services/email/mailbox.ts), its message, its link.
 */
async function followMailLink(page: Page, to: string, subject: string) {
  await openInApp(page, `${env.server.url}/app/sandbox-mail`);
  const row = page.getByTestId('sandbox-mail-message').filter({ hasText: to }).first();
  await row.getByRole('link', { name: subject }).click();
  const text = page.getByTestId('sandbox-message-text');
  await text.waitFor();
  await expectNoSeriousViolations(page);
  await text.getByRole('link').first().click();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('account screens', () => {
  it('password change signs out the other browser; preferences, email change, rating and closing work', async () => {
    const email = `acct${Date.now()}@example.com`;
    const phone = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const a = await phone.newPage();
    await openInApp(a, `${env.server.url}/app/users/sign_up`);
    await waitForReady(a);
    await a.getByLabel('Full name').fill('Grace Hopper');
    await a.getByLabel('Email').fill(email);
    await a.getByLabel('Password').fill(FIRST_PASSWORD);
    await a.getByLabel('Password').press('Enter');
    await a.waitForURL(`${env.server.url}/app`);

    // A second browser signed in as the same person, light theme on a desktop.
    const desktop = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await desktop.addInitScript(() => localStorage.setItem('stockroom.theme', 'light'));
    const b = await desktop.newPage();
    await logIn(b, email, FIRST_PASSWORD);
    await b.waitForURL(`${env.server.url}/app`);
    await openInApp(b, `${env.server.url}/app/account`);
    await b.getByRole('heading', { name: 'You' }).waitFor();
    await expectNoSeriousViolations(b);

    // The hub (phone, dark): who you are and the links; then edit the profile.
    await openInApp(a, `${env.server.url}/app/account`);
    await a.getByRole('heading', { name: 'You' }).waitFor();
    expect(await a.getByText(email).count()).toBe(1);
    for (const name of ['Edit profile', 'Change email', 'Change password', 'Preferences']) {
      await a.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectNoSeriousViolations(a);
    await a.getByRole('link', { name: 'Edit profile' }).click();
    await a.getByLabel('Name', { exact: true }).fill('');
    await a.getByRole('button', { name: 'Save profile' }).click();
    await a.getByText('This field is required.').waitFor();
    await expectNoSeriousViolations(a); // the error colours too
    await a.getByLabel('Name', { exact: true }).fill('Grace B. Hopper');
    await a.getByRole('button', { name: 'Save profile' }).click();
    await a.getByText('Your profile is saved.').waitFor();

    // Change the password: the other browser is signed out, this one is not.
    await openInApp(a, `${env.server.url}/app/account/password`);
    await a.getByLabel('Current password').fill(FIRST_PASSWORD);
    await a.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
    await a.getByLabel('New password again').fill(SECOND_PASSWORD);
    await a.getByRole('button', { name: 'Change password' }).click();
    await a.getByText('1 other session was signed out.').waitFor();
    await b.reload();
    await b.waitForURL(/\/app\/login\?next=/);
    await openInApp(a, `${env.server.url}/app/account`);
    await a.getByRole('heading', { name: 'You' }).waitFor();

    // A preference that persists across a reload (and is stored on the account).
    await openInApp(a, `${env.server.url}/app/account/preferences`);
    const optOut = a.getByLabel('Opt out of analytics');
    await optOut.check();
    await a.getByText('Saved.').waitFor();
    await a.reload();
    await a.getByLabel('Opt out of analytics').waitFor();
    expect(await a.getByLabel('Opt out of analytics').isChecked()).toBe(true);
    await expectNoSeriousViolations(a);

    // Change the email through the sandbox mail's link.
    const newEmail = `grace${Date.now()}@example.com`;
    await openInApp(a, `${env.server.url}/app/account/email`);
    await a.getByLabel('New email').fill(newEmail);
    await a.getByLabel('Current password').fill(SECOND_PASSWORD);
    await a.getByRole('button', { name: 'Send confirmation link' }).click();
    await a.getByText(`Open the link we emailed to ${newEmail}`).waitFor();
    await followMailLink(a, newEmail, 'Confirm your new Stockroom email');
    await a.getByText(`Your sign-in email is now ${newEmail}.`).waitFor();

    // The rate-app modal, by keyboard.
    await openInApp(a, `${env.server.url}/app/account`);
    await a.getByRole('button', { name: 'Rate the app' }).click();
    const dialog = a.getByRole('dialog', { name: 'Rate Stockroom' });
    await dialog.waitFor();
    await a.keyboard.press('ArrowRight'); // focus starts on the first star: 1 → 2 stars
    await a.keyboard.press('ArrowRight');
    await a.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await expectNoSeriousViolations(a);
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await dialog.getByText('Thank you: your rating was saved.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Close the account: sign-in is refused afterwards.
    await a.getByRole('button', { name: 'Close account' }).click();
    const closing = a.getByRole('dialog', { name: 'Close your account' });
    await closing.getByLabel('Password', { exact: true }).waitFor();
    await expectNoSeriousViolations(a);
    await closing.getByLabel('Password', { exact: true }).fill(SECOND_PASSWORD);
    await closing.getByLabel('Type CLOSE to confirm').fill('CLOSE');
    await closing.getByRole('button', { name: 'Close my account' }).click();
    await closing.getByText('Your account is closed').waitFor();
    await closing.getByRole('button', { name: 'Done' }).click();
    await logIn(a, newEmail, SECOND_PASSWORD);
    await a.getByText('This account is closed').waitFor();

    await phone.close();
    await desktop.close();
  });

  it('the compare-to-benchmark preference decides whether the security chart draws SPY', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Ada Benchmark');
    const compare = page.getByRole('button', { name: 'Compare with S&P 500' });

    // On by default (spec §3 show_compare_spy_price_history): the legend and the table column.
    await openInApp(page, `${env.server.url}/app/securities/AAPL`);
    await page.getByTestId('chart-legend').getByText('S&P 500 (SPY)').waitFor();
    expect(await compare.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('columnheader', { name: 'S&P 500 (SPY), same start' }).waitFor();

    // Off in the preferences: no line, and the benchmark's bars are not even asked for. The
    // preferences read slowly from here: the security page must not open with the answer from
    // before the change while the new one is on its way.
    await openInApp(page, `${env.server.url}/app/account/preferences`);
    await page.route('**/api/v1/account/preferences', async (route) => {
      if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.getByLabel('Compare with the benchmark (SPY)', { exact: true }).uncheck();
    await page.getByText('Saved.').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await openInApp(page, `${env.server.url}/app/securities/AAPL`);
    await compare.waitFor();
    await page.getByTestId('price-chart').waitFor();
    expect(await compare.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('chart-legend').count()).toBe(0);
    expect(asked.filter((url) => url.includes('/securities/SPY/bars'))).toEqual([]);
    await context.close();
  });
});
