// Token sign-in from a URL (spec §2, §5) and the offline states of the forms, in Chromium.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';

const env = setUpOnSharedServer();

describe('token sign-in', () => {
  it('signs a fresh browser in from ?auth_id=…&token=…, strips the pair from the URL and keeps it for the session', async () => {
    // A store wrapper's signed-in side issues the pair…
    const issuer = await env.browser.newContext();
    const { csrf_token } = (await (
      await issuer.request.get(`${env.server.url}/api/v1/util/csrf`)
    ).json()) as { csrf_token: string };
    await issuer.request.post(`${env.server.url}/api/v1/auth/sign_up`, {
      headers: { 'x-csrf-token': csrf_token },
      data: {
        email: `pair${Date.now()}@example.com`,
        password: 'token pair passphrase',
        name: 'Pat Pair',
      },
    });
    const pair = (await (
      await issuer.request.post(`${env.server.url}/api/v1/auth/login_tokens`, {
        headers: { 'x-csrf-token': csrf_token },
      })
    ).json()) as { auth_id: string; token: string };
    await issuer.close();

    // …and the web view opens the app with it.
    const context = await env.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app?auth_id=${pair.auth_id}&token=${pair.token}&x=1`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hi, Pat' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${env.server.url}/app?x=1`);
    const kept = await page.evaluate(() => sessionStorage.getItem('stockroom.auth-pair'));
    expect(JSON.parse(kept ?? '{}')).toEqual({ auth_id: pair.auth_id, token: pair.token });
    await context.close();

    // Single use: another browser with the same link is not signed in.
    const other = await env.browser.newContext({ viewport: PHONE });
    const second = await other.newPage();
    await second.goto(`${env.server.url}/app?auth_id=${pair.auth_id}&token=${pair.token}`);
    await expect
      .poll(() =>
        second.getByRole('heading', { name: 'Invest, learn and talk markets' }).isVisible(),
      )
      .toBe(true);
    await other.close();
  });
});

describe('offline', () => {
  it('says so on the sign-up form and does not let it submit, then recovers', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/signup`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Create account' }).isEnabled())
      .toBe(true);
    await context.setOffline(true);
    await expect
      .poll(() =>
        page
          .getByText('You are offline. Connect to the internet to create your account.')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Create account' }).isDisabled()).toBe(true);
    expect(await page.getByText('You are offline. Some actions are unavailable').isVisible()).toBe(
      true,
    );
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Create account' }).isEnabled())
      .toBe(true);
    await context.close();
  });

  it('shows the dashboard error with a retry when the accounts call fails', async () => {
    // The page's own error state: without a service worker, so page.route sees the API call.
    const context = await env.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/signup`);
    await page.getByLabel('Full name').fill('Flaky Network');
    await page.getByLabel('Email').fill(`flaky${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('flaky network passphrase');
    // The accounts call fails at the network level three times (the first try and the query
    // cache's two retries, src/platform/queries/query-client.ts), then works.
    let failures = 3;
    await page.route('**/api/v1/accounts', (route) =>
      failures-- > 0 ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${env.server.url}/app`);
    await expect
      .poll(() =>
        page
          .getByText('You appear to be offline. Check your connection and try again.')
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => page.getByTestId('account-simulated').textContent())
      .toContain('$100,000.00');
    await context.close();
  });
});
