// One figure on every screen: right after a deposit on /app/funding/deposit, /app/funding shows
// it as pending at its full amount, the amount the funding history lists. The deposit is within
// the instant limit, so all of it is buying power at once; the ledger's not-yet-in-cash part is
// then $0.00, which the funding screen used to show as "Pending deposits".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_ACCOUNT_STEPS } from '../api/live-accounts-fixtures';
import { PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { pageApi } from '../support/page-api';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

const apiCall = (page: Page, method: 'PUT' | 'POST', path: string, data: unknown) =>
  pageApi(page, env.server.url, method, path, data);

async function liveAccountWithBank(page: Page) {
  await signUp(page, env.server.url, 'Ada Figures');
  await apiCall(page, 'PUT', '/accounts/account_type', { account_type: 'live' });
  for (const [step, answers] of Object.entries(LIVE_ACCOUNT_STEPS)) {
    await apiCall(page, 'PUT', `/live_accounts/steps/${step}`, answers);
  }
  await apiCall(page, 'POST', '/live_accounts/submit', { confirm: true });
  await apiCall(page, 'POST', '/funding/bank_accounts/instant_link', {
    institution_id: 'sandbox_tartan',
  });
}

describe('figures that agree between screens', () => {
  it('shows a deposit as pending on /app/funding at once, at the amount the history lists', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await liveAccountWithBank(page);

    // The funding screen before: nothing pending (and an answer the service worker may keep).
    await openInApp(page, `${env.server.url}/app/funding`);
    const pending = page.getByTestId('pending-deposits');
    await expect.poll(() => pending.textContent()).toBe('$0.00');

    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await page.waitForURL(`${env.server.url}/app/funding/deposit`);
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Review deposit' }).click();
    await page.getByRole('button', { name: 'Confirm deposit' }).click();
    const result = page.getByTestId('transfer-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('pending');

    await page.getByRole('link', { name: 'Back to funding' }).click();
    await page.waitForURL(`${env.server.url}/app/funding`);
    await expect.poll(() => pending.textContent()).toBe('$500.00');

    // The funding history lists the same deposit, pending, at the same amount.
    await openInApp(page, `${env.server.url}/app/portfolio/funding`);
    const deposit = page.getByTestId('funding-row').filter({ hasText: 'Deposit' });
    await expect.poll(() => deposit.first().textContent()).toContain('$500.00');
    expect(await deposit.first().textContent()).toContain('Pending');
    await context.close();
  });
});
