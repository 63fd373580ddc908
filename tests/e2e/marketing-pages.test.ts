// The marketing site of spec §2 in Chromium, in both brands: every marketing path answers 200 with a
// heading under the brand's header, the mobile layout starts under 1000 px, the splash page and the
// /lf/ landing page capture leads (the partner's carrying its white-label id, spec §3), and the
// app-side information pages render inside the app shell.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoPages } from '@marketing/content';
import { BRANDS, type BrandId } from '@/platform/brand/brands';
import { appInfoPaths, marketingPaths } from '@/paths';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
/** The visitor of the tests beyond the walks: one context, a page of its own for each test (a
 *  context costs ~1.8 core-seconds). */
let visitor: BrowserContext;
beforeAll(async () => {
  visitor = await env.browser.newContext();
});
afterAll(() => visitor?.close());

async function visitorPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await visitor.newPage();
  await page.setViewportSize(viewport);
  return page;
}

const BRAND_IDS: BrandId[] = ['main', 'partner'];
/** The main brand is served on 127.0.0.1; partner.localhost (loopback in Chromium) is the partner. */
const origin = (brand: BrandId) =>
  brand === 'main' ? env.server.url : env.server.url.replace('127.0.0.1', 'partner.localhost');

const MARKETING = Object.values(marketingPaths).map((path) =>
  path === marketingPaths.share ? '/share/abc123' : path,
);

const heading = (page: Page) => page.locator('h1').first();
const siteNav = (page: Page) => page.locator('header nav[aria-label="Site"]');

/** Marketing pages arrive pre-rendered and are hydrated later: act only once they are ready. */
const hydrated = (locator: Locator) => waitForReady(locator.page());

/** Waits for the lead request the next submit sends, and returns its JSON body. */
async function submitLead(page: Page, cta: string): Promise<unknown> {
  const [request] = await Promise.all([
    page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/lead'),
    ),
    page.getByRole('button', { name: cta }).click(),
  ]);
  return request.postDataJSON();
}

describe.each(BRAND_IDS)('marketing pages (%s brand)', (brand) => {
  const { displayName } = BRANDS[brand];

  // One tab walks every path (a visitor's way through the site; a new tab per path doubled this
  // file's time). It starts on about:blank: the service worker may serve the later pages. The
  // walk is also the marketing site's accessibility scan (axe-core, WCAG 2.0/2.1 A and AA plus
  // best practice): every page of the main brand, and the partner's splash and about pages, as
  // the visitor ends up with them (hydrated). bypassCSP lets axe's script in; reduced motion
  // stops label and fade transitions, so colours are scanned at rest.
  let page: Page;
  beforeAll(async () => {
    const context = await env.browser.newContext({
      viewport: DESKTOP,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
  });
  afterAll(() => page.context().close());

  const SCANNED: string[] =
    brand === 'main' ? MARKETING : [marketingPaths.splash, marketingPaths.about];
  const walk = MARKETING.map((path) => {
    const scan = SCANNED.includes(path);
    return [path, scan ? ', and no serious or critical axe violation' : '', scan] as const;
  });

  it.each(walk)(`%s answers 200 with a heading and the brand's header%s`, async (path, _, scan) => {
    const response = await page.goto(`${origin(brand)}${path}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page).isVisible(), { message: `${path} h1` }).toBe(true);
    expect((await heading(page).textContent())?.trim()).not.toBe('');
    // Still on the marketing side, not redirected into the app.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator('[data-area="marketing"]').count()).toBe(1);
    const brandName = page.locator('header').getByText(displayName, { exact: true });
    expect(await brandName.isVisible()).toBe(true);
    if (!scan) return;
    await waitForReady(page);
    const violations = await seriousViolations(page);
    expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
  });

  it('switches to the mobile layout under 1000 px (spec §2)', async () => {
    const page = await visitorPage({ width: 999, height: 800 });
    await page.goto(`${origin(brand)}${marketingPaths.about}`);
    await expect.poll(() => heading(page).isVisible()).toBe(true);
    expect(await siteNav(page).count()).toBe(1);
    expect(await siteNav(page).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => siteNav(page).isVisible()).toBe(true);
    await page.setViewportSize({ width: 999, height: 800 });
    await expect.poll(() => siteNav(page).isVisible()).toBe(false);
    await page.close();
  });
});

describe('lead capture', () => {
  it('refuses a bad email on the splash page, then confirms a good one', async () => {
    const page = await visitorPage(DESKTOP);
    await page.goto(`${env.server.url}${marketingPaths.splash}`);
    const form = page.getByRole('form', { name: 'Subscribe to the weekly market brief' });
    const email = form.getByLabel('Email', { exact: true });
    await hydrated(form);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/lead')) sent += 1;
    });

    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByText('Email must be a valid email address.').isVisible())
      .toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0); // refused in the browser, nothing sent

    await email.fill('brief.reader@example.com');
    const body = await submitLead(page, 'Subscribe');
    // The main brand has no white-label partner (src/platform/brand/brands.ts).
    expect(body).toEqual({ email: 'brief.reader@example.com', lander_slug: 'splash' });
    await expect
      .poll(() =>
        page
          .getByText('You are subscribed. The next brief goes to brief.reader@example.com.')
          .isVisible(),
      )
      .toBe(true);
    expect(await form.count()).toBe(0);
    await page.close();
  });

  it('sends the partner id with a lead from the partner /lf/ page', async () => {
    const page = await visitorPage(PHONE);
    await page.goto(`${origin('partner')}${marketingPaths.moneyMakeover}`);
    await hydrated(page.getByRole('form', { name: 'Get your plan by email' }));
    await page.getByLabel('Email', { exact: true }).fill('partner.reader@example.com');
    const body = await submitLead(page, 'Send me my plan');
    expect(body).toEqual({
      email: 'partner.reader@example.com',
      lander_slug: 'personalized-money-makeover',
      white_label_partner_id: BRANDS.partner.whiteLabelPartnerId,
    });
    expect(BRANDS.partner.whiteLabelPartnerId).toBe(2);
    await expect
      .poll(() =>
        page.getByText('Thanks! We will send your plan to partner.reader@example.com.').isVisible(),
      )
      .toBe(true);
    await page.close();
  });
});

describe('app-side information pages', () => {
  let page: Page;
  beforeAll(async () => {
    page = await visitorPage(DESKTOP);
  });
  afterAll(() => page.close());

  it.each(Object.entries(appInfoPaths))(
    '%s (%s) shows its heading inside the app shell',
    async (key, path) => {
      const response = await page.goto(`${env.server.url}${path}`);
      expect(response?.status()).toBe(200);
      const title = infoPages[key as keyof typeof appInfoPaths].title;
      await expect
        .poll(() => page.locator('main h1').first().textContent(), { message: path })
        .toBe(title);
      expect(await page.locator('header nav[aria-label="Main"]').isVisible()).toBe(true);
      expect(await page.locator('[data-area="marketing"]').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(path);
    },
  );
});
