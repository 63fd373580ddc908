// Holding and selling a whole position in Chromium against the real server: after a $100 buy,
// home shows the account value, the position and its day change, and the security page shows
// "Your position" with the portfolio's figures; Sell opens the trade screen on a sell with the
// shares owned; "Sell all" sells exactly those shares, and afterwards neither the security page,
// home nor /app/portfolio lists the position (no dust remainder). On a phone (390 × 844) the sell
// confirmation's primary button is on screen. Someone who owns none is told so.
// The market clock starts on a Wednesday at 11:00 New York, so market orders fill at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';
import { placeFromForm } from '../support/trade-form';

const env = setUpOnSharedServer('market-open');

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Opens a security page and waits until its own portfolio request has answered. */
async function openSecurity(page: Page, symbol: string) {
  const portfolio = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/portfolio');
  await openInApp(page, `${env.server.url}/app/securities/${symbol}`);
  await waitForReady(page);
  await page.getByRole('heading', { name: 'Key stats' }).waitFor();
  await portfolio;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('selling a whole position', () => {
  it('after a $100 buy, home and the security page show the position; sold all from the security page, it leaves home and portfolio (phone)', async () => {
    const context = await env.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      // axe is injected as a script, which the CSP forbids (tests/support/axe.ts).
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Ada Lovelace');

    // Buy $100 of KO from the trade form: a fractional number of shares.
    await openInApp(page, `${env.server.url}/app/orders?symbol=KO&side=buy`);
    await waitForReady(page);
    const bought = await placeFromForm(page, '100', 'Confirm buy');
    expect(await bought.getAttribute('data-status')).toBe('filled');
    const shares =
      /Bought ([\d.]+) sh/.exec((await bought.getByRole('heading').textContent()) ?? '')?.[1] ?? '';
    expect(shares).toMatch(/^\d+\.\d{1,5}$/);

    // Home: the account value, the position and its day change.
    await openInApp(page, `${env.server.url}/app`);
    await waitForReady(page);
    const home = page.getByTestId('home-account-simulated');
    await expect
      .poll(async () => dollars(await home.getByTestId('home-value').textContent()))
      .toBeGreaterThan(99_000);
    expect(await home.getByTestId('home-day-change').textContent()).toMatch(
      /\$[\d,]+\.\d{2}.*today/,
    );
    const row = page.getByTestId('home-position-KO');
    await row.waitFor();
    expect(await row.getByTestId('home-position-day-change').textContent()).toMatch(/\d/);

    // The security page: the position card with the shares and their value (about $100).
    await openSecurity(page, 'KO');
    const card = page.getByTestId('your-position');
    await card.waitFor();
    expect(await card.getByTestId('your-position-shares').textContent()).toBe(`${shares} sh`);
    const value = dollars(await card.getByTestId('your-position-value').textContent());
    expect(value).toBeGreaterThan(95);
    expect(value).toBeLessThan(105);
    expect(await card.textContent()).toContain('Average cost');
    expect(await page.getByRole('heading', { name: 'About' }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Offline, the card stays but Buy and Sell are disabled and say why; back online they return.
    await context.setOffline(true);
    await expect
      .poll(() => card.getByRole('button', { name: 'Sell', exact: true }).isDisabled())
      .toBe(true);
    expect(await card.textContent()).toContain('Trading needs a connection: you are offline.');
    await context.setOffline(false);
    await card.getByRole('link', { name: 'Sell', exact: true }).waitFor();

    // Sell → the trade screen on a sell of KO, saying how many shares are owned.
    await card.getByRole('link', { name: 'Sell', exact: true }).click();
    await page.waitForURL(`${env.server.url}/app/orders?symbol=KO&side=sell`);
    expect(await page.getByRole('radio', { name: 'Sell' }).isChecked()).toBe(true);
    const owned = page.getByTestId('shares-owned');
    await expect.poll(() => owned.textContent()).toContain(`You own ${shares} shares`);

    // Sell all → a market sell of exactly the shares owned.
    await owned.getByRole('button', { name: 'Sell all', exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Shares' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Shares' }).inputValue()).toBe(shares);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByTestId('order-preview').waitFor();
    await page.getByRole('button', { name: 'Place sell order' }).click();

    // The confirmation's primary button is on the phone's screen.
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm sell' });
    await confirm.waitFor();
    // Measured where the bottom sheet comes to rest, not while it rises.
    await page
      .getByRole('dialog')
      .evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
    const box = await confirm.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await confirm.click();
    const sold = page.getByTestId('order-result');
    await sold.waitFor();
    expect(await sold.getAttribute('data-status')).toBe('filled');
    expect(await sold.getByRole('heading').textContent()).toContain(`Sold ${shares} sh KO`);

    // Nothing left: no card on the security page, no row on home nor on the portfolio.
    await openSecurity(page, 'KO');
    expect(await page.getByTestId('your-position').count()).toBe(0);
    await openInApp(page, `${env.server.url}/app`);
    await waitForReady(page);
    await page.getByTestId('home-positions-empty').waitFor();
    expect(await page.getByTestId('home-position-KO').count()).toBe(0);
    await openInApp(page, `${env.server.url}/app/portfolio`);
    await waitForReady(page);
    await page.getByTestId('cash').waitFor();
    expect(await page.getByTestId('position-KO').count()).toBe(0);
    const api = await page.request.get(`${env.server.url}/api/v1/portfolio`);
    expect((await api.json()).positions).toEqual([]);
    await context.close();
  });

  it('with no shares, the security page has no position card and a sell says there is none', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Alan Turing');

    await openSecurity(page, 'AAPL');
    expect(await page.getByTestId('your-position').count()).toBe(0);
    const about = page.getByTestId('about-security');
    expect(await about.textContent()).toContain('Information Technology');

    await openInApp(page, `${env.server.url}/app/orders?symbol=AAPL&side=sell`);
    await waitForReady(page);
    const owned = page.getByTestId('shares-owned');
    await expect
      .poll(() => owned.textContent())
      .toContain('You own no AAPL shares in this account, so there is nothing to sell.');
    const sellAll = owned.getByRole('button', { name: 'Sell all', exact: true });
    expect(await sellAll.isDisabled()).toBe(true);
    expect(await sellAll.getAttribute('aria-describedby')).toBeTruthy();
    await context.close();
  });
});
