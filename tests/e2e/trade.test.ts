// Trading in Chromium against the real server: sign up, search a company, buy $100 of it, see the
// position and the lower cash on /app/portfolio, then sell it. Also: a confirmation whose answer is
// lost is retried with the same Idempotency-Key and places one order, and offline the trade screen
// refuses to place anything and says why. Both fills are told in the notification centre.
// The market clock starts on a Wednesday at 11:00 New York (MARKET_CLOCK_START), so market orders
// fill at once whatever day the test runs.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { waitForReady } from '../support/ready';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';
import { openInApp } from '../support/route-walk';
import { placeFromForm } from '../support/trade-form';

const env = setUpOnSharedServer('market-open');

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('trading in the browser', () => {
  it('searches a company, buys $100 of it, sees it on the portfolio, then sells it', async () => {
    // bypassCSP: axe's script scans the notification centre at the end.
    const context = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Grace Hopper');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.getByLabel('Company or symbol').pressSequentially('apple', { delay: 40 });
    const results = page.getByRole('list', { name: 'Results for apple' });
    await expect.poll(() => results.getByRole('link').first().textContent()).toContain('AAPL');
    await results.getByRole('link').first().click();
    await page.waitForURL(`${env.server.url}/app/securities/AAPL`);
    await page.getByRole('link', { name: 'Trade AAPL' }).click();
    await page.waitForURL(`${env.server.url}/app/orders?symbol=AAPL&side=buy`);
    expect(await page.getByLabel('Symbol', { exact: true }).inputValue()).toBe('AAPL');

    const bought = await placeFromForm(page, '100', 'Confirm buy');
    expect(await bought.getAttribute('data-status')).toBe('filled');
    const headline = (await bought.getByRole('heading').textContent()) ?? '';
    expect(headline).toMatch(/^Bought [\d.]+ sh AAPL at \$\d+\.\d{2}$/);
    const shares = /Bought ([\d.]+) sh/.exec(headline)?.[1] ?? '';
    expect(await bought.textContent()).toContain('Paid $100.00.');

    await bought.getByRole('link', { name: 'View portfolio' }).click();
    await page.waitForURL(`${env.server.url}/app/portfolio`);
    await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$99,900.00');
    const position = page.getByRole('link', { name: 'AAPL' });
    await expect.poll(() => position.count()).toBe(1);

    // Sell every share bought, by shares, from the trade screen.
    await openInApp(page, `${env.server.url}/app/orders?symbol=AAPL&side=sell`);
    await waitForReady(page);
    await page.getByRole('radio', { name: 'Shares' }).check();
    const sold = await placeFromForm(page, shares, 'Confirm sell');
    expect(await sold.getAttribute('data-status')).toBe('filled');
    expect(await sold.getByRole('heading').textContent()).toContain(`Sold ${shares} sh AAPL`);

    await openInApp(page, `${env.server.url}/app/portfolio`);
    await expect.poll(() => page.getByRole('link', { name: 'AAPL' }).count()).toBe(0);
    // Back near $100,000: the price moved by at most a few cents in the seconds between.
    await expect
      .poll(async () => dollars(await page.getByTestId('cash').textContent()))
      .toBeGreaterThan(99_990);

    // Both fills are told in the notification centre, behind the header's bell.
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(await page.getByTestId('notification-count').textContent()).toBe('2');
    await bell.click();
    await page.waitForURL(`${env.server.url}/app/notifications`);
    const notices = page.getByTestId('notification');
    await expect.poll(() => notices.count()).toBe(2);
    expect(await notices.first().textContent()).toContain('Your sell order for AAPL was filled');
    expect(await notices.nth(1).textContent()).toContain(`Bought ${shares} sh of AAPL at $`);
    expect(await seriousViolations(page)).toEqual([]);
    await notices.first().click();
    await page.waitForURL(`${env.server.url}/app/securities/AAPL`);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(await page.getByTestId('notification-count').count()).toBe(0);
    await context.close();
  });

  it('retries a confirmation whose answer was lost with the same key: one order, not two', async () => {
    // Service workers blocked so that page.route sees the API calls.
    const context = await env.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Katherine Johnson');
    await openInApp(page, `${env.server.url}/app/orders?symbol=KO&side=buy`);
    await waitForReady(page);

    const keys: string[] = [];
    let dropNext = true;
    await page.route('**/api/v1/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch(); // the server places the order …
      if (dropNext) {
        dropNext = false;
        return route.abort('connectionreset'); // … and its answer never arrives
      }
      return route.fulfill({ response });
    });

    await page.getByRole('textbox', { name: 'Amount' }).fill('50');
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByTestId('order-preview').waitFor();
    await page.getByRole('button', { name: 'Place buy order' }).click();
    await page.getByRole('button', { name: 'Confirm buy' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    const result = page.getByTestId('order-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('filled');

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders = await page.request.get(`${env.server.url}/api/v1/orders?status=all`);
    expect((await orders.json()).orders).toHaveLength(1);
    await context.close();
  });

  it('offline, keeps the form but will not review or place an order, and says why', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Mary Jackson');
    await openInApp(page, `${env.server.url}/app/orders?symbol=MSFT`);
    await waitForReady(page);
    // The connection drops while the person is on the screen (the screen's chunk has loaded).
    await page.getByTestId('open-orders').getByText('No open orders', { exact: false }).waitFor();
    await context.setOffline(true);
    await expect
      .poll(() => page.getByText('You are offline. Placing an order needs a connection').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Review order' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Review order' }).isDisabled())
      .toBe(false);
    await context.close();
  });

  it('resets the paper account from Settings: fresh virtual cash, no positions', async () => {
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Dorothy Vaughan');
    await openInApp(page, `${env.server.url}/app/orders?symbol=MSFT`);
    await waitForReady(page);
    const bought = await placeFromForm(page, '250', 'Confirm buy');
    expect(await bought.getAttribute('data-status')).toBe('filled');

    await openInApp(page, `${env.server.url}/app/settings`);
    await waitForReady(page);
    const card = page.getByTestId('paper-reset');
    await card.getByRole('button', { name: 'Reset paper account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset paper account' }).click();
    await expect
      .poll(() => card.textContent())
      .toContain('Done: your paper account starts again with $100,000.00.');

    await openInApp(page, `${env.server.url}/app/portfolio`);
    await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$100,000.00');
    expect(await page.getByRole('link', { name: 'MSFT' }).count()).toBe(0);
    await context.close();
  });
});
