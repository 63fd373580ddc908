// In Chromium a person signs up, logs out and logs in again, and the account is still there after a
// server restart. Sign-up ends on the dashboard.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { startServer } from '../support/server-process';

const env = setUpE2eEnvironment({}, { serviceWorkers: 'block' });

const PASSWORD = 'a sturdy test passphrase';

async function signUp(page: Page, name: string, email: string) {
  await page.goto(`${env.server.url}/app/users/sign_up`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  // Keyboard submit: Enter in the last field.
  await page.getByLabel('Password').press('Enter');
}

async function logIn(page: Page, email: string) {
  await page.goto(`${env.server.url}/app/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts in the browser', () => {
  it('signs up onto the dashboard, logs out, logs in, and survives a server restart', async () => {
    const email = `ada${Date.now()}@example.com`;
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(page, 'Ada Lovelace', email);
    await page.waitForURL(`${env.server.url}/app`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hi, Ada' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('account-simulated').textContent())
      .toContain('$100,000.00');

    // Log out is in the account menu, under the header's account button.
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${env.server.url}/app/login`);
    await logIn(page, email);
    await page.waitForURL(`${env.server.url}/app`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hi, Ada' }).isVisible()).toBe(true);
    await context.close();

    // Restart on the same data directory and port.
    await env.server.stop();
    env.server = await startServer({ dataDir: env.server.dataDir, port: env.server.port });
    const fresh = await env.browser.newContext({ viewport: DESKTOP });
    const again = await fresh.newPage();
    await logIn(again, email);
    await again.waitForURL(`${env.server.url}/app`);
    await expect.poll(() => again.getByTestId('signed-in-user').textContent()).toBe('Ada Lovelace');
    await expect
      .poll(() => again.getByTestId('account-simulated').textContent())
      .toContain('$100,000.00');
    await fresh.close();
  });

  it('shows a short password’s error before sending, and answers a taken email as any other', async () => {
    const email = `taken${Date.now()}@example.com`;
    const first = await env.browser.newContext({ viewport: PHONE });
    const firstPage = await first.newPage();
    await signUp(firstPage, 'First', email);
    // Signed up once the app is shown: closing the context sooner could cancel the request on a
    // busy machine, and the email would not be taken.
    await firstPage.waitForURL(`${env.server.url}/app`);
    await first.close();

    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/signup`);
    await page.getByLabel('Full name').fill('Second');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByText('Password must be at least 8 characters.').isVisible())
      .toBe(true);

    // A taken address is answered as any other (no account enumeration: the holder is mailed
    // instead, tests/api/email-verification.test.ts): signed in, trading on paper.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${env.server.url}/app`);
    await expect.poll(() => page.getByTestId('signed-in-user').textContent()).toBe('Second');
    await context.close();
  });

  it('answers the onboarding questions and the dashboard drops the finished next steps', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, 'Grace Hopper', `grace${Date.now()}@example.com`);
    await page.waitForURL(`${env.server.url}/app`);
    await page.getByRole('link', { name: 'Choose your account' }).click();
    await page.getByLabel(/Live account/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${env.server.url}/app`);
    await expect
      .poll(() => page.getByTestId('account-live').textContent())
      .toContain('Open or continue your application');
    await expect
      .poll(() => page.getByRole('link', { name: 'Choose your account' }).count())
      .toBe(0);

    await page.getByRole('link', { name: 'Tell us about your investing experience' }).click();
    await page.getByLabel('I invest regularly').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${env.server.url}/app`);
    await page.getByRole('link', { name: 'Decide on a brokerage account' }).click();
    await page.getByLabel(/Not now/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${env.server.url}/app`);
    // The three questions are answered; what is left follows the live account chosen above: its
    // application, not started yet.
    await expect
      .poll(() => page.getByTestId('home-next-steps').getByRole('link').allTextContents())
      .toEqual(['Finish your live account application']);
    await context.close();
  });

  it('sends a signed-out visitor of a protected screen to log in and back', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/investing_experience`);
    await page.waitForURL(/\/app\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/investing_experience');
    await context.close();
  });
});
