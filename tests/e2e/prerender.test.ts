// Pre-rendered marketing pages (issue 2/10): their HTML paints before any JavaScript runs, in
// each brand, and hydrates without errors. The query-string forwarding call of spec §7 goes once.
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/platform/brand/brands';
import { DESKTOP } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';

const env = setUpE2eEnvironment();
const hostUrl = (host: string) => env.server.url.replace('127.0.0.1', host);

describe('pre-rendered marketing pages', () => {
  it.each([
    ['127.0.0.1', BRANDS.main.displayName],
    ['partner.localhost', BRANDS.partner.displayName],
  ])('show their content with JavaScript blocked on %s', async (host, brandName) => {
    const context = await env.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/about', '/privacy_policy', '/lf/personalized-money-makeover']) {
      await page.goto(`${hostUrl(host)}${path}`);
      expect((await page.locator('h1').first().textContent())?.trim(), path).toBeTruthy();
      expect(await page.locator('header').first().textContent(), path).toContain(brandName);
      expect(await page.title(), path).toContain(brandName);
    }
    await context.close();
  });

  it('hydrate without errors and stay interactive', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${env.server.url}/faq`);
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Privacy Policy');
    expect(new URL(page.url()).pathname).toBe('/privacy_policy');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('campaign forwarding (spec §7)', () => {
  it('sends a marketing URL query string to the API once, not again on reload', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/attribution')) sent.push(request.postDataJSON());
    });
    await page.goto(`${env.server.url}/?utm_source=podcast&utm_campaign=fall`);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ query: 'utm_source=podcast&utm_campaign=fall', landing_path: '/' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
    await context.close();
  });
});
