// Rewards in Chromium against the real server, through the real flow: a referrer signs up, a friend
// signs up with the referrer's link (/a/{code} → /app/signup?ref=…), chooses a live account, links
// a sandbox bank and deposits; when the settlement job settles the deposit, the referrer has a
// reward card. The referrer turns it over on /app/referrals (the prize drawn on the server), then
// redeems the whole balance into cash on /app/rewards_redemption with the confirmation step. Axe on
// both screens, on a phone and on a desktop.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { pageApi } from '../support/page-api';
import { waitForReady } from '../support/ready';
import { confirmEmailOf, signUp } from '../support/sign-up';

const distEnv: Record<string, string> = process.env.DIST_DIR
  ? { DIST_DIR: process.env.DIST_DIR }
  : {};
// Deposits settle 2 s after they are made; the settlement job looks every half second.
const env = setUpE2eEnvironment(
  {
    DEPOSIT_SETTLEMENT_DELAY_MS: '2000',
    FUNDING_SETTLEMENT_INTERVAL_MS: '500',
    ...distEnv,
  },
  { serviceWorkers: 'block' },
);

const apiCall = <T>(page: Page, method: string, path: string, data?: unknown) =>
  pageApi<T>(page, env.server.url, method, path, data);

/** A deposit from the page's session: money requests need an Idempotency-Key (pageApi sends none). */
async function deposit(page: Page, bankId: string, amount: string) {
  const csrf = await (await page.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await page.request.post(`${env.server.url}/api/v1/funding/deposits`, {
    data: { amount, bank_account_id: bankId },
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('rewards', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`earns a card by referral, turns it over and redeems it into cash (${label})`, async () => {
      // The phone asks for reduced motion: the card turns without the 3D rotation.
      const referrerContext = await env.browser.newContext({
        viewport,
        bypassCSP: true,
        reducedMotion: label === 'phone' ? 'reduce' : 'no-preference',
      });
      const referrer = await referrerContext.newPage();
      await signUp(referrer, env.server.url, 'Rhea Referrer');
      await apiCall(referrer, 'PUT', '/accounts/account_type', { account_type: 'live' });

      await referrer.goto(`${env.server.url}/app/referrals`);
      await waitForReady(referrer);
      const linkField = referrer.getByTestId('referral-link');
      await expect.poll(() => linkField.count(), { timeout: 20_000 }).toBe(1);
      const link = await linkField.inputValue();
      expect(link).toMatch(/\/a\/[A-Za-z0-9_-]+$/);
      await expect.poll(() => referrer.getByTestId('no-reward-cards').count()).toBe(1);
      await expectAxeClean(referrer, `referrals, empty (${label})`);

      // The friend follows the link, signs up and funds a live account.
      const friendContext = await env.browser.newContext({ viewport: DESKTOP });
      const friend = await friendContext.newPage();
      await friend.goto(link);
      await friend.waitForURL(/\/app\/signup\?ref=/);
      await waitForReady(friend);
      await friend.getByLabel('Full name').fill('Felix Friend');
      const friendEmail = `felix-${Date.now()}-${label}@example.com`;
      await friend.getByLabel('Email').fill(friendEmail);
      await friend.getByLabel('Password').fill('a sturdy test passphrase');
      await friend.getByLabel('Password').press('Enter');
      await friend.waitForURL(`${env.server.url}/app`);
      await confirmEmailOf(friend, env.server.url, friendEmail);
      await apiCall(friend, 'PUT', '/accounts/account_type', { account_type: 'live' });
      const { bank_account: bank } = await apiCall<{ bank_account: { id: string } }>(
        friend,
        'POST',
        '/funding/bank_accounts/instant_link',
        { institution_id: 'sandbox_tartan' },
      );
      await deposit(friend, bank.id, '25.00');
      await friendContext.close();

      // The settlement job settles the deposit: the referrer's card appears.
      const card = referrer.getByTestId('reward-card');
      await expect
        .poll(
          async () => {
            await referrer.reload();
            await waitForReady(referrer);
            await referrer
              .getByTestId('referred-count')
              .waitFor({ timeout: 10_000 })
              .catch(() => {});
            return card.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await referrer.getByTestId('funded-count').textContent()).toBe('1');
      expect(await card.getAttribute('data-status')).toBe('unopened');
      // The probability display lists the prize table.
      expect(await referrer.getByTestId('prize-odds').locator('tbody tr').count()).toBe(5);
      await expectAxeClean(referrer, `referrals, unopened card (${label})`);

      // Turn it over from the keyboard: the server draws the prize, focus lands on the back.
      await referrer.getByRole('button', { name: 'Turn over your referral reward' }).focus();
      await referrer.keyboard.press('Enter');
      await expect.poll(() => card.getAttribute('data-status')).toBe('revealed');
      await expect
        .poll(() =>
          referrer.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? 'none'),
        )
        .toMatch(/^Referral reward: \$/);
      const flipSeconds = await card
        .locator('> div')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
      if (label === 'phone') expect(flipSeconds).toBeLessThan(0.01);
      else expect(flipSeconds).toBeCloseTo(0.6);
      const prize = (await referrer.getByTestId('reward-prize').textContent()) ?? '';
      expect(prize).toMatch(/^\$(1|5|10|25|100)$/);
      await expect
        .poll(() => referrer.getByTestId('reward-balance').textContent())
        .toBe(`${prize}.00`);
      await expect
        .poll(() => referrer.getByRole('status').filter({ hasText: 'you won' }).textContent())
        .toContain(prize);
      await expectAxeClean(referrer, `referrals, revealed card (${label})`);

      // Redeem all of it into cash.
      await referrer.getByRole('link', { name: 'Redeem into cash' }).click();
      await referrer.waitForURL(`${env.server.url}/app/rewards_redemption`);
      const balance = referrer.getByTestId('redeemable-balance');
      await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toBe(`${prize}.00`);
      await expect.poll(() => referrer.getByTestId('no-redemptions').count()).toBe(1);
      await expectAxeClean(referrer, `redemption (${label})`);

      const amount = referrer.getByLabel('Amount to redeem');
      // More than the balance is refused before anything is sent.
      await amount.fill('1000');
      await referrer.getByRole('button', { name: 'Review redemption' }).click();
      await expect.poll(() => referrer.getByText('That is more than your').count()).toBe(1);
      await amount.fill(prize.slice(1));
      await referrer.getByRole('button', { name: 'Review redemption' }).click();
      const dialog = referrer.getByRole('dialog');
      await expect.poll(() => dialog.count()).toBe(1);
      await expectAxeClean(referrer, `redemption confirmation (${label})`);
      await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
      await expect
        .poll(() => referrer.getByTestId('redeem-success').textContent())
        .toContain(`${prize}.00 is now in your live account`);
      expect(await balance.textContent()).toBe('$0.00');
      expect(await referrer.getByTestId('redemption-history').locator('li').count()).toBe(1);
      const { accounts } = await apiCall<{ accounts: Array<{ type: string; cash_cents: number }> }>(
        referrer,
        'GET',
        '/accounts',
      );
      expect(accounts.find((a) => a.type === 'live')?.cash_cents).toBe(
        Number(prize.slice(1)) * 100,
      );
      await expectAxeClean(referrer, `redemption done (${label})`);
      await referrerContext.close();
    });
  }
});
