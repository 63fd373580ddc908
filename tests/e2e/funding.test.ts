// Funding in Chromium against the real server (link a bank by micro-deposits, wrong amounts show
// the error, right ones verify; deposit $500; withdraw $100; then buy with it).
// The live account is approved by the sandbox identity provider on its own, and the
// micro-deposit amounts are read where a person reads them: on the (sandbox) bank's statement,
// opened from the verify dialog. No terminal anywhere. The member turns push on in Settings first:
// the fill of the first live order is in the notification centre, and its push, sent by the
// server to a push service on loopback (tests/support/push-browser.ts), is shown by the service
// worker.
// Also: the instant link through the sandbox widget (keyboard only), the first-deposit prompt on
// the trade screen, the history at /app/portfolio/funding, the offline money forms, and axe on
// every screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@/contract/push';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { pageApi } from '../support/page-api';
import { waitForReady } from '../support/ready';
import { LIVE_ACCOUNT_STEPS } from '../api/live-accounts-fixtures';
import { layoutProblems, openInApp } from '../support/route-walk';
import { deliverPush, usePushService } from '../support/push-browser';
import { confirmEmailOf } from '../support/sign-up';
import { placeFromForm } from '../support/trade-form';
import { newPushKeys, type PushService, startPushService } from '../support/push-service';

// A build of our own when DIST_DIR says where (server-process.ts otherwise serves dist/).
const distEnv: Record<string, string> = process.env.DIST_DIR
  ? { DIST_DIR: process.env.DIST_DIR }
  : {};
// Deposits settle 3 s after they are made, and the settlement job looks every second; the
// sandbox identity provider approves an application at once, its job looking every half second;
// the sandbox clearing firm accepts an ACAT request after 3 s and delivers it after 6.
// The market clock starts on a Wednesday at 11:00 New York, so a market order fills at once. The
// server pushes to this file's push service only (PUSH_SERVICE_ORIGINS, set once it listens).
const serverEnv: Record<string, string> = {
  DEPOSIT_SETTLEMENT_DELAY_MS: '3000',
  FUNDING_SETTLEMENT_INTERVAL_MS: '1000',
  IDENTITY_SANDBOX_DELAY_MS: '0',
  IDENTITY_DECISION_INTERVAL_MS: '500',
  ACAT_SANDBOX_DELAY_MS: '6000',
  MARKET_CLOCK_START: '2025-03-12T15:00:00Z',
  ...distEnv,
};
let pushService: PushService;
// Before the server starts (setUpE2eEnvironment's own beforeAll, registered after this one).
beforeAll(async () => {
  pushService = await startPushService();
  serverEnv.PUSH_SERVICE_ORIGINS = pushService.origin;
});
afterAll(() => pushService?.close());
const env = setUpE2eEnvironment(serverEnv);

let counter = 0;

/** Signs up through the real screen; answers the address. */
async function signUp(page: Page, name: string): Promise<string> {
  const email = `funding-${Date.now()}-${counter++}@example.com`;
  await openInApp(page, `${env.server.url}/app/users/sign_up`);
  await waitForReady(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a sturdy test passphrase');
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${env.server.url}/app`);
  return email;
}

/** A call from the page's session, as the app makes it (CSRF header included). */
const apiCall = (page: Page, method: 'PUT' | 'POST', path: string, data: unknown) =>
  pageApi(page, env.server.url, method, path, data);

/** Chooses the live account and submits the application (its screens are tested elsewhere). */
async function submitLiveApplication(page: Page) {
  await apiCall(page, 'PUT', '/accounts/account_type', { account_type: 'live' });
  for (const [step, answers] of Object.entries(LIVE_ACCOUNT_STEPS)) {
    await apiCall(page, 'PUT', `/live_accounts/steps/${step}`, answers);
  }
  await apiCall(page, 'POST', '/live_accounts/submit', { confirm: true });
}

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('funding in the browser', () => {
  it('links a bank by micro-deposits, deposits $500, withdraws $100, shows the history and buys', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const keys = newPushKeys();
    await usePushService(context, env.server.url, pushService.endpoint('ada'), keys);
    const page = await context.newPage();
    const email = await signUp(page, 'Ada Lovelace');
    await submitLiveApplication(page);

    // Money waits for a confirmed address: the link, read where a newcomer reads it on the
    // server's own machine (the sandbox mailbox), opens the confirmation screen.
    await openInApp(page, `${env.server.url}/app/funding`);
    await page.getByTestId('email-unverified').waitFor();
    expect(await page.getByTestId('email-unverified').textContent()).toContain(email);
    await openInApp(page, `${env.server.url}/app/sandbox-mail`);
    await page
      .getByTestId('sandbox-mail-message')
      .filter({ hasText: email })
      .getByRole('link', { name: 'Confirm your Stockroom email' })
      .click();
    await page.getByTestId('sandbox-message-text').getByRole('link').first().click();
    await page.waitForURL(/\/app\/users\/confirm-email\?token=/);
    await expectAxeClean(page, 'confirm email');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByTestId('email-confirmed').waitFor();
    expect(await page.getByTestId('email-confirmed').textContent()).toContain(email);

    // Push on this device, from Settings: the browser's permission, then the subscription.
    await openInApp(page, `${env.server.url}/app/account/preferences`);
    const device = page.getByTestId('push-device');
    await expect.poll(() => device.getAttribute('data-state')).toBe('off');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect.poll(() => device.getAttribute('data-state')).toBe('on');
    await page.getByText('Push notifications are on for this device.').waitFor();
    await expectAxeClean(page, 'preferences with push on');

    // The hub before any bank: the empty state and the way to link one.
    await openInApp(page, `${env.server.url}/app/funding`);
    const banksCard = page.getByRole('region', { name: 'Bank accounts' });
    await banksCard.getByText('No bank account linked yet.').waitFor();
    await expectAxeClean(page, 'funding hub');
    await page.getByRole('link', { name: 'Link a bank' }).first().click();
    await page.waitForURL(`${env.server.url}/app/funding/link-bank`);
    await page.getByTestId('link-bank-screen').waitFor();
    await expectAxeClean(page, 'link a bank');

    // Micro-deposits, by keyboard: the routing number, the account number (hidden as typed).
    await page.getByLabel('Routing number', { exact: true }).fill('110000000');
    const accountNumber = page.getByLabel('Account number', { exact: true });
    expect(await accountNumber.getAttribute('type')).toBe('password');
    await accountNumber.fill('000123456789');
    await page.getByLabel('Nickname (optional)').fill('Everyday');
    await page.getByLabel('Nickname (optional)').press('Enter');
    const linked = page.getByTestId('bank-linked');
    await linked.waitFor();
    expect(await linked.getAttribute('data-status')).toBe('pending_verification');
    // Only the last four are ever shown back.
    expect(await page.content()).not.toContain('000123456789');
    expect(await linked.textContent()).toContain('••••6789');

    // Wrong amounts: the server's message, with the tries left, under the field.
    await page.getByRole('button', { name: 'Verify now' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify bank account' });
    await verify.waitFor();
    await expectAxeClean(page, 'verify bank account');
    await verify.getByLabel('First deposit').fill('0.01');
    await verify.getByLabel('Second deposit').fill('.02');
    await verify.getByLabel('Second deposit').press('Enter');
    await verify
      .getByText('Those amounts do not match the deposits we sent. 2 tries left.')
      .waitFor();
    await page.keyboard.press('Escape');
    await verify.waitFor({ state: 'detached' });

    // The sandbox has approved the application on its own.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${env.server.url}/api/v1/live_accounts/status`)).json())
            .status,
        { timeout: 15_000 },
      )
      .toBe('approved');
    // The right amounts verify the link, from the hub's bank list.
    await openInApp(page, `${env.server.url}/app/funding`);
    const row = page.getByTestId('bank-account').filter({ hasText: 'Everyday' });
    await row.getByText('Pending verification').waitFor();
    await row.getByRole('button', { name: 'Verify Everyday' }).click();
    // The amounts, as the person reads them on the sandbox bank's statement.
    await verify.getByRole('button', { name: "Open the sandbox bank's statement" }).click();
    const statement = verify.getByRole('table');
    await statement.waitFor();
    expect(await statement.locator('caption').textContent()).toContain('••••6789');
    await expectAxeClean(page, 'verify bank account, statement open');
    const amounts = await statement.locator('tbody tr').evaluateAll((rows) =>
      rows.map((tr) => {
        const cells = tr.querySelectorAll('td');
        return [cells[1]?.textContent, cells[2]?.textContent?.replace('$', '')];
      }),
    );
    expect(amounts.map(([description]) => description)).toEqual([
      'STOCKROOM ACCTVERIFY',
      'STOCKROOM ACCTVERIFY',
    ]);
    await verify.getByLabel('First deposit').fill(amounts[1]![1]!);
    await verify.getByLabel('Second deposit').fill(amounts[0]![1]!);
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify.waitFor({ state: 'detached' });
    await row.getByText('Verified').waitFor();
    await expectAxeClean(page, 'funding hub with a bank');

    // The trade screen prompts a first deposit: the live account is in use and has no cash. A
    // load: the app reads the accounts when it starts, and the approval came from the operator.
    await page.goto(`${env.server.url}/app/orders`);
    await page.getByTestId('funding-prompt').waitFor();
    await page.getByRole('button', { name: 'Add funds' }).click();
    const prompt = page.getByRole('dialog', { name: 'Fund your live account' });
    await prompt.waitFor();
    await expectAxeClean(page, 'funding modal');
    await prompt.getByRole('link', { name: 'Deposit' }).click();

    // Deposit $500: review, confirm, pending with instant buying power, then settled.
    await page.waitForURL(`${env.server.url}/app/funding/deposit`);
    await page.getByRole('radio', { name: /Everyday/ }).waitFor();
    await expectAxeClean(page, 'deposit');
    expect(await page.getByRole('radio', { name: /Everyday/ }).isChecked()).toBe(true);
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Review deposit' }).click();
    await page.getByTestId('transfer-review').waitFor();
    await expectAxeClean(page, 'deposit review');
    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    const result = page.getByTestId('transfer-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('pending');
    expect(await page.getByTestId('instant-buying-power').textContent()).toContain('$500.00');
    await expectAxeClean(page, 'deposit result');
    await expect
      .poll(() => result.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('settled');

    // Withdraw $100, with the withdrawal breakdown opened first.
    await openInApp(page, `${env.server.url}/app/funding/withdraw`);
    await page.getByRole('button', { name: 'Withdrawal breakdown' }).click();
    const breakdown = page.getByRole('dialog', { name: 'Withdrawal breakdown' });
    await breakdown.waitFor();
    await expectAxeClean(page, 'withdrawal breakdown');
    expect(await breakdown.getByRole('row', { name: /Withdrawable cash/ }).textContent()).toContain(
      '$500.00',
    );
    await page.keyboard.press('Escape');
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await page.getByText('That is more than your withdrawable cash.').waitFor();
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await result.waitFor();
    expect(await result.textContent()).toContain('Withdrawal of $100.00 to ••••6789');

    // The history shows both, deposit settled.
    await page.getByRole('link', { name: 'Funding history' }).click();
    await page.waitForURL(`${env.server.url}/app/portfolio/funding`);
    const rows = page.getByTestId('funding-row');
    await expect.poll(() => rows.count()).toBe(2);
    const deposit = rows.filter({ hasText: 'Deposit' });
    await expect.poll(() => deposit.textContent(), { timeout: 15_000 }).toContain('Settled');
    expect(await deposit.textContent()).toContain('$500.00');
    expect(await rows.filter({ hasText: 'Withdrawal' }).textContent()).toContain('$100.00');
    await expectAxeClean(page, 'funding history');

    // A first live order, filled at once: told in the centre, and pushed to this device.
    await openInApp(page, `${env.server.url}/app/orders?symbol=AAPL&side=buy`);
    await waitForReady(page);
    const bought = await placeFromForm(page, '100', 'Confirm buy');
    expect(await bought.getAttribute('data-status')).toBe('filled');
    await page.getByTestId('notification-bell').click();
    await page.waitForURL(`${env.server.url}/app/notifications`);
    await page.getByText('Your buy order for AAPL was filled').waitFor();
    const fillPush = async () => {
      for (const push of pushService.received) {
        const payload = JSON.parse(keys.decrypt(push.body).toString('utf8')) as PushPayload;
        if (payload.title === 'Your buy order for AAPL was filled') return payload;
      }
      return null;
    };
    await expect.poll(fillPush, { timeout: 15_000 }).not.toBeNull();
    const payload = (await fillPush())!;
    expect(payload.path).toBe('/app/securities/AAPL');
    const shown = await deliverPush(page, env.server.url, JSON.stringify(payload));
    expect(shown).toEqual([
      {
        title: 'Your buy order for AAPL was filled',
        body: payload.body,
        path: '/app/securities/AAPL',
      },
    ]);

    // Manage bank accounts: rename; and an ACAT transfer request, stored with its status.
    await openInApp(page, `${env.server.url}/app/funding`);
    await row.getByRole('button', { name: 'Rename Everyday' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename bank account' });
    await rename.getByLabel('Nickname').fill('Main checking');
    await expectAxeClean(page, 'rename bank account');
    await rename.getByLabel('Nickname').press('Enter');
    await rename.waitFor({ state: 'detached' });
    await page.getByTestId('bank-account').filter({ hasText: 'Main checking' }).waitFor();
    await page.getByRole('button', { name: 'Transfer an account' }).click();
    const acat = page.getByRole('dialog', { name: 'Transfer an account (ACAT)' });
    await acat.getByText('No transfer requests yet.').waitFor();
    await acat.getByLabel('Current broker').fill('Analytical Brokerage');
    await acat.getByLabel('Account number there').fill('AB12345678');
    await acat.getByRole('radio', { name: /Partial transfer/ }).check();
    await acat.getByRole('button', { name: 'Request transfer' }).click();
    const requests = acat.getByRole('list', { name: 'Transfer requests' });
    await requests.waitFor();
    expect(await requests.textContent()).toContain('Analytical Brokerage ••••5678 · Partial');
    expect(await requests.textContent()).toContain('Submitted');
    expect(await acat.getByLabel('Account number there').inputValue()).toBe('');
    await expectAxeClean(page, 'ACAT transfer request');
    await page.keyboard.press('Escape');
    // The sandbox clearing firm delivers it: the funding history says what arrived (a partial
    // transfer: two securities, no cash), and the transaction history lists the shares.
    const history = page.getByTestId('funding-row').filter({ hasText: 'Account transfer (ACAT)' });
    await expect
      .poll(
        async () => {
          await openInApp(page, `${env.server.url}/app/portfolio/funding`);
          return history.textContent();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain('Completed');
    expect(await history.getByTestId('acat-outcome').textContent()).toMatch(
      /^AAPL [\d.]+ sh and VTI [\d.]+ sh arrived\.$/,
    );
    await openInApp(page, `${env.server.url}/app/portfolio/history`);
    await page
      .getByTestId('transactions')
      .getByText(/Transferred in [\d.]+ sh AAPL from Analytical Brokerage/)
      .waitFor();
    // Both, with the transfer's rows, fit the narrowest phone while installation is offered.
    const narrow = { width: 320, height: 700 };
    await page.setViewportSize(narrow);
    for (const path of ['/app/portfolio/history', '/app/portfolio/funding']) {
      await openInApp(page, `${env.server.url}${path}`);
      const problems = await layoutProblems(page, narrow, { installOffered: true });
      expect(problems.overflow, path).toBe(0);
      expect(problems.cutHeaderItems, path).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);

    // Offline, the money forms say so and send nothing.
    await openInApp(page, `${env.server.url}/app/funding/deposit`);
    await page.getByLabel('Amount').waitFor();
    await context.setOffline(true);
    await page.getByText('You are offline. Deposits need a connection').waitFor();
    expect(await page.getByRole('button', { name: 'Review deposit' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it('links a bank instantly through the sandbox widget, by keyboard, on a phone', async () => {
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('stockroom.theme', 'light'));
    const page = await context.newPage();
    await confirmEmailOf(page, env.server.url, await signUp(page, 'Grace Hopper'));
    await openInApp(page, `${env.server.url}/app/funding/link-bank`);
    const open = page.getByRole('button', { name: 'Link instantly' });
    await open.focus();
    await page.keyboard.press('Enter');
    const widget = page.getByRole('dialog', { name: 'Choose your bank (sandbox)' });
    await widget.waitFor();
    await expectAxeClean(page, 'sandbox bank-link widget');
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await widget.waitFor({ state: 'detached' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await widget.waitFor();
    // Focus starts on the first institution; Tab moves to the second.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Tartan Bank (sandbox)',
    );
    await page.keyboard.press('Enter');
    const linked = page.getByTestId('bank-linked');
    await linked.waitFor();
    expect(await linked.getAttribute('data-status')).toBe('verified');
    expect(await linked.textContent()).toContain('Tartan Bank (sandbox)');

    // Three wrong micro-deposit tries lock a link (MAX_VERIFICATION_ATTEMPTS).
    await openInApp(page, `${env.server.url}/app/funding/link-bank`);
    await page.getByLabel('Routing number', { exact: true }).fill('123456780');
    await page.getByLabel('Account number', { exact: true }).fill('4444333322');
    await page.getByRole('button', { name: 'Send micro-deposits' }).click();
    await page.getByRole('button', { name: 'Verify now' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify bank account' });
    // 1.00 and more are refused by the centsAmount mask (max 0.99) before anything is sent.
    await verify.getByLabel('First deposit').fill('1.50');
    await verify.getByLabel('First deposit').blur();
    expect(await verify.getByLabel('First deposit').inputValue()).toBe('0.99');
    for (const left of ['2 tries left', '1 try left']) {
      await verify.getByLabel('First deposit').fill('0.99');
      await verify.getByLabel('Second deposit').fill('0.99');
      await verify.getByRole('button', { name: 'Verify', exact: true }).click();
      await verify.getByText(`Those amounts do not match the deposits we sent. ${left}.`).waitFor();
    }
    await verify.getByLabel('First deposit').fill('0.98');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify.getByText('This bank link is locked after 3 wrong tries.').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('bank-linked').getAttribute('data-status')).toBe('locked');

    // The hub shows both links with their status; the locked one is removed after confirming.
    await openInApp(page, `${env.server.url}/app/funding`);
    const locked = page.getByTestId('bank-account').filter({ hasText: 'Locked' });
    await locked.waitFor();
    await page.getByTestId('bank-account').filter({ hasText: 'Verified' }).waitFor();
    await expectAxeClean(page, 'funding hub (light theme, phone)');
    await locked.getByRole('button', { name: /^Remove / }).click();
    const remove = page.getByRole('dialog', { name: 'Remove bank account?' });
    await expectAxeClean(page, 'remove bank account');
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await locked.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('bank-account').count()).toBe(1);
    await context.close();
  });
  it('says when the bank-link script cannot load, offers micro-deposits, and retries', async () => {
    // Service workers blocked so that page.route sees the script request.
    const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await confirmEmailOf(page, env.server.url, await signUp(page, 'Katherine Johnson'));
    await page.route('**/sandbox/bank-link.js', (route) => route.abort());
    await openInApp(page, `${env.server.url}/app/funding/link-bank`);
    await page.getByRole('button', { name: 'Link instantly' }).click();
    await page.getByText('The bank-link window could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Use micro-deposits' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      'micro-heading',
    );

    await page.unroute('**/sandbox/bank-link.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog', { name: 'Choose your bank (sandbox)' }).waitFor();
    await context.close();
  });
});
