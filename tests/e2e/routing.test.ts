// The routing checks of spec §2, in Chromium against the built server: marketing pages stay on the
// marketing side, unknown paths go to /app keeping the query, own areas are not redirected, and a
// signed-in visitor of / on 127.0.0.1 is forwarded into the app.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });

async function signedInContext(): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: DESKTOP });
  const csrf = await context.request.get(`${env.server.url}/api/v1/util/csrf`);
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  const response = await context.request.post(`${env.server.url}/api/v1/auth/sign_up`, {
    headers: { 'x-csrf-token': csrf_token },
    data: {
      email: `route${Date.now()}@example.com`,
      password: 'routing passphrase',
      name: 'Route Tester',
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

describe('routing', () => {
  it('keeps /about on the marketing side', async () => {
    const page = await env.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${env.server.url}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/About/);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('[data-area="marketing"]').count()).toBe(1);
    await page.close();
  });

  it('keeps /about readable when signed in', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/About/);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('redirects /nowhere?x=1 to /app?x=1', async () => {
    const page = await env.browser.newPage({ viewport: PHONE });
    await page.goto(`${env.server.url}/nowhere?x=1`);
    await page.waitForURL(`${env.server.url}/app?x=1`);
    await expect.poll(() => page.getByTestId('dashboard-screen').isVisible()).toBe(true);
    await page.close();
  });

  it('does not redirect the /blog and /a/ areas', async () => {
    const page = await env.browser.newPage({ viewport: DESKTOP });
    // /blog is the blog (spec §2; tests/e2e/blog.test.ts); an unknown post or code is a 404.
    await page.goto(`${env.server.url}/blog`);
    await expect.poll(() => page.getByTestId('blog-list').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/blog');
    for (const path of ['/blog/some-post', '/a/abc123']) {
      await page.goto(`${env.server.url}${path}`);
      await expect.poll(() => page.getByTestId('status-404').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.close();
  });

  it('forwards a signed-in visitor of / on 127.0.0.1 to /app', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/`);
    await page.waitForURL(`${env.server.url}/app`);
    await context.close();
  });

  it('leaves a signed-out visitor on the splash page', async () => {
    const page = await env.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${env.server.url}/`);
    await expect.poll(() => page.getByTestId('splash-page').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('captures a lead on the /lf/ landing page', async () => {
    const page = await env.browser.newPage({ viewport: PHONE });
    await page.goto(`${env.server.url}/lf/personalized-money-makeover`);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send me my plan' }).click();
    await expect
      .poll(() => page.getByText('Email must be a valid email address.').isVisible())
      .toBe(true);
    await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Send me my plan' }).click();
    await expect
      .poll(() =>
        page.getByText('Thanks! We will send your plan to reader@example.com.').isVisible(),
      )
      .toBe(true);
    await page.close();
  });

  it('shows the bottom navigation only under 768 px', async () => {
    const phone = await env.browser.newPage({ viewport: PHONE });
    await phone.goto(`${env.server.url}/app`);
    await expect.poll(() => phone.locator('nav[aria-label="Main"]').last().isVisible()).toBe(true);
    const desktop = await env.browser.newPage({ viewport: DESKTOP });
    await desktop.goto(`${env.server.url}/app`);
    await expect
      .poll(() => desktop.locator('nav[aria-label="Main"]').first().isVisible())
      .toBe(true);
    expect(await desktop.locator('nav[aria-label="Main"]').last().isVisible()).toBe(false);
    await phone.close();
    await desktop.close();
  });

  it('serves /404 and /500 pages', async () => {
    const page = await env.browser.newPage({ viewport: DESKTOP });
    await page.goto(`${env.server.url}/404`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible())
      .toBe(true);
    await page.goto(`${env.server.url}/500`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible())
      .toBe(true);
    await page.close();
  });
});
