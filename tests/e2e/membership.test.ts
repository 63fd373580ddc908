// Memberships in Chromium (buy a membership with the success card and fail with the decline card):
// the decline is shown inline with its reason, the success card follows the good card,
// /app/subscriptions cancels (with confirmation) and renews without a charge; /app/membership and
// /app/subscriptions are axe-clean on desktop and phone; offline, the purchase form says it needs
// the network.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';

const env = setUpOnSharedServer();

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

async function member(viewport = DESKTOP) {
  const context = await env.browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signUp(page, env.server.url, 'Mina Member');
  return { context, page };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

describe('membership', () => {
  it('a declined card shows its reason; the success card buys it; cancel and renew', async () => {
    const { context, page } = await member();
    await openInApp(page, `${env.server.url}/app/membership`);
    const plan = page.getByTestId('membership-plan');
    await expect.poll(() => plan.getByRole('heading', { name: 'Stockroom Plus' }).count()).toBe(1);
    expect(await plan.textContent()).toContain('$9.99 a month');
    // A paper account: no live equity, so the fee applies.
    expect(await page.getByTestId('waiver-status').textContent()).toBe(
      'You have no live account yet, so the fee applies.',
    );
    await expectAxeClean(page, 'membership');

    // A mistyped number never leaves the page: the field says why.
    await fillCard(page, '4242 4242 4242 4241');
    const pay = page.getByRole('button', { name: 'Pay $9.99 and join' });
    await pay.click();
    await expect
      .poll(() => page.getByText('Card number is not a valid card number').count())
      .toBe(1);

    // The decline card: the reason inline, no success card.
    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    const reason = page.getByTestId('decline-reason');
    await expect
      .poll(() => reason.textContent(), { timeout: 20_000 })
      .toBe('Your card was declined.');
    expect(await page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('membership-success').count()).toBe(0);
    await expectAxeClean(page, 'membership (declined)');

    // The success card: the success screen with what was charged.
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    const success = page.getByTestId('membership-success');
    await expect.poll(() => success.count(), { timeout: 20_000 }).toBe(1);
    expect(await success.textContent()).toContain('Welcome to Stockroom Plus');
    expect(await success.textContent()).toContain('Charged $9.99 to Visa ••••4242.');
    await expectAxeClean(page, 'membership (success)');

    // /app/subscriptions: active; cancel asks first, then shows the end date; renew un-cancels.
    await success.getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL(`${env.server.url}/app/subscriptions`);
    const card = page.getByTestId('subscriptions-membership');
    await expect.poll(() => card.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await page.getByText('You do not subscribe to any featured contributor.').count()).toBe(
      1,
    );
    await expectAxeClean(page, 'subscriptions');
    await card.getByRole('button', { name: 'Cancel Stockroom Plus membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your Stockroom Plus membership?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectAxeClean(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect
      .poll(() => card.getByTestId('subscription-status').textContent())
      .toBe('Cancelled');
    expect(await card.textContent()).toContain('Cancelled: benefits last until');
    await card.getByRole('button', { name: 'Renew Stockroom Plus membership' }).click();
    const renew = page.getByRole('dialog', { name: 'Renew Stockroom Plus membership' });
    await expect.poll(() => renew.count()).toBe(1);
    expect(await renew.getByLabel('Card number').count()).toBe(0); // nothing to charge
    await renew.getByRole('button', { name: 'Renew', exact: true }).click();
    await expect.poll(() => card.getByTestId('subscription-status').textContent()).toBe('Active');
    await context.close();
  });

  it('is axe-clean and fits on a phone', async () => {
    const { context, page } = await member(PHONE);
    for (const path of ['/app/membership', '/app/subscriptions']) {
      await openInApp(page, `${env.server.url}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expectAxeClean(page, `${path} (phone)`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
    // Offline, the purchase form says it needs the network (purchases are never queued).
    await openInApp(page, `${env.server.url}/app/membership`);
    await expect.poll(() => page.getByLabel('Card number').count(), { timeout: 20_000 }).toBe(1);
    await context.setOffline(true);
    const notice = page.getByText('You are offline: connect to pay. Nothing has been charged.');
    await expect.poll(() => notice.count()).toBe(1);
    await expectAxeClean(page, '/app/membership (offline)');
    await context.setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });
});
