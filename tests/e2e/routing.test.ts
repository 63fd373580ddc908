// The routing checks of spec §2, in Chromium against the built server: marketing pages stay on the
// marketing side, unknown paths go to /app keeping the query, own areas are not redirected, and a
// signed-in visitor on 127.0.0.1 is forwarded into the app by each page's rule (spec §7).
//
// Two contexts for the file, a visitor's and a member's: a context costs ~1.8 core-seconds and
// these checks need none to themselves (each test opens its own page, at its own size).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { holdRequests } from '../support/held-requests';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
let visitor: BrowserContext;
let member: BrowserContext;

beforeAll(async () => {
  visitor = await env.browser.newContext({ viewport: DESKTOP });
  member = await env.browser.newContext({ viewport: DESKTOP });
  const page = await member.newPage();
  await signUp(page, env.server.url, 'Route Tester');
  await page.close();
});
afterAll(async () => {
  await visitor?.close();
  await member?.close();
});

/** A page of the signed-out visitor at `viewport`. */
async function visitorPage(viewport = DESKTOP): Promise<Page> {
  const page = await visitor.newPage();
  await page.setViewportSize(viewport);
  return page;
}

describe('routing', () => {
  it('keeps /about on the marketing side', async () => {
    const page = await visitorPage();
    await page.goto(`${env.server.url}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/About/);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.locator('[data-area="marketing"]').count()).toBe(1);
    await page.close();
  });

  it('forwards a signed-in member from the marketing pages by their rule (spec §7)', async () => {
    // One page of each kind of marketing/forward-signed-in.ts (the unit test covers every page):
    // a pitch to the app's home, a document to its in-app copy, a shared post to the app's share.
    const page = await member.newPage();
    for (const [from, to] of [
      ['/about', '/app'],
      ['/lf/personalized-money-makeover', '/app'],
      ['/legal', '/app/legal'],
      ['/share/some-token', '/app/share/some-token'],
    ]) {
      await page.goto(`${env.server.url}${from}`);
      await page.waitForURL(`${env.server.url}${to}`);
    }
    await page.close();
  });

  it('keeps a signed-in member on the rules pages, with "Open the app" in the header', async () => {
    const page = await member.newPage();
    await page.goto(`${env.server.url}/rewards_rules`);
    const openApp = page.getByRole('link', { name: 'Open the app' });
    await expect.poll(() => openApp.first().isVisible()).toBe(true);
    expect(await openApp.first().getAttribute('href')).toBe('/app');
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/rewards_rules');
    await page.close();
  });

  it('redirects /nowhere?x=1 to /app?x=1', async () => {
    const page = await visitorPage(PHONE);
    await page.goto(`${env.server.url}/nowhere?x=1`);
    await page.waitForURL(`${env.server.url}/app?x=1`);
    await expect.poll(() => page.getByTestId('dashboard-screen').isVisible()).toBe(true);
    await page.close();
  });

  it('does not redirect the /blog and /a/ areas', async () => {
    const page = await visitorPage();
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
    const page = await member.newPage();
    await page.goto(`${env.server.url}/`);
    await page.waitForURL(`${env.server.url}/app`);
    await page.close();
  });

  it('leaves a signed-out visitor on the splash page', async () => {
    const page = await visitorPage();
    await page.goto(`${env.server.url}/`);
    await expect.poll(() => page.getByTestId('splash-page').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('captures a lead on the /lf/ landing page', async () => {
    const page = await visitorPage(PHONE);
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

  it('shows the bottom navigation up to 768 px and the header links from 769 px', async () => {
    // Spec §9: "mobile up to 768 px": 768 itself is mobile, 769 the narrowest tablet.
    const bottomNav = (page: Page) => page.locator('nav[aria-label="Main"]').last();
    const headerNav = (page: Page) => page.locator('nav[aria-label="Main"]').first();
    const phone = await visitorPage(PHONE);
    await phone.goto(`${env.server.url}/app`);
    await expect.poll(() => bottomNav(phone).isVisible()).toBe(true);
    const atMobileMax = await visitorPage({ width: 768, height: 1024 });
    await atMobileMax.goto(`${env.server.url}/app`);
    await expect.poll(() => bottomNav(atMobileMax).isVisible()).toBe(true);
    expect(await atMobileMax.getByTestId('tab-bar').isVisible()).toBe(true);
    const atTabletMin = await visitorPage({ width: 769, height: 1024 });
    await atTabletMin.goto(`${env.server.url}/app`);
    await expect.poll(() => headerNav(atTabletMin).isVisible()).toBe(true);
    expect(await atTabletMin.getByTestId('tab-bar').isVisible()).toBe(false);
    // Resizing across the bound moves the page between the two (spec §4: recalculated on resize).
    await atTabletMin.setViewportSize({ width: 768, height: 1024 });
    await expect.poll(() => atTabletMin.getByTestId('tab-bar').isVisible()).toBe(true);
    await phone.close();
    await atMobileMax.close();
    await atTabletMin.close();
  });

  it("draws the app's frame from the HTML before any script runs, under /app only, where the app's own comes", async () => {
    const page = await visitorPage(PHONE);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/app/portfolio`);
    const frame = page.locator('#app-frame');
    expect(await frame.locator('.af-tabs').isVisible()).toBe(true);
    expect(await frame.locator('.af-tabs svg').count()).toBe(5);
    const frameTabs = await frame.locator('.af-tabs').boundingBox();
    const frameHeader = await frame.locator('.af-header').boundingBox();
    expect(frameTabs && frameTabs.y + frameTabs.height).toBe(PHONE.height);
    // A marketing page is its own first paint: no frame in its HTML.
    await page.goto(`${env.server.url}/about`);
    expect(await page.locator('#app-frame').count()).toBe(0);

    await page.unroute('**/assets/*.js');
    await page.goto(`${env.server.url}/app/portfolio`);
    const tabBar = page.getByTestId('tab-bar');
    await tabBar.waitFor();
    expect(await frame.count()).toBe(0);
    // The app's header and tab bar take the frame's places exactly: nothing moves.
    expect(await tabBar.boundingBox()).toEqual(frameTabs);
    expect((await page.getByTestId('app-header').boundingBox())?.height).toBe(frameHeader?.height);
    await page.close();
  });

  it('outlines home from the HTML until home paints, with no spinner over it', async () => {
    const page = await member.newPage();
    await page.setViewportSize(PHONE);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/app`);
    const skeleton = page.locator('#app-skeleton');
    // The greeting, then the account card 16 px under it (a member's drawn with their figures:
    // home-figures.test.ts), in the page's box under the header (56 + 24 px): where home's own come.
    const card = await skeleton.locator('[data-figure="account-simulated"]').boundingBox();
    expect(Math.round(card?.y ?? 0)).toBe(130);
    expect(await skeleton.locator('.as-chart').isVisible()).toBe(true);
    expect(await skeleton.locator('.as-movers').isVisible()).toBe(false); // one column on a phone
    // Another screen without figures to draw has no outline (the portfolio draws its own:
    // home-figures.test.ts).
    await page.goto(`${env.server.url}/app/settings`);
    expect(await skeleton.isVisible()).toBe(false);

    // The app's chrome and home held (one chunk, build/app-shell-chunk.ts) once the entry has
    // run: the skeleton stays and no spinner covers it; home paints and the skeleton goes.
    await page.unroute('**/assets/*.js');
    const asked = new Promise((resolve) =>
      page.on('request', (request) => {
        if (/\/assets\/app-shell-/.test(request.url())) resolve(true);
      }),
    );
    const releaseHome = await holdRequests(page, '**/assets/app-shell-*.js');
    await page.goto(`${env.server.url}/app`);
    await asked;
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await skeleton.isVisible()).toBe(true);
    expect(await page.getByTestId('full-screen-spinner').count()).toBe(0);
    releaseHome();
    await page.getByTestId('dashboard-screen').waitFor();
    expect(await skeleton.count()).toBe(0);
    await page.close();
  });

  it("paints home with the app's chrome, not after it", async () => {
    // A screen that suspends, even for a chunk already in, is revealed by React no sooner than
    // 300 ms after its fallback (preloadable-page.tsx): home came 300 ms after the header.
    const page = await member.newPage();
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { homeWithHeader: string[] }).homeWithHeader = seen;
      new MutationObserver(() => {
        if (seen.length > 0 || !document.querySelector('[data-testid="app-header"]')) return;
        seen.push(document.querySelector('[data-testid="dashboard-screen"]') ? 'home' : 'no home');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${env.server.url}/app`);
    await page.getByTestId('home-positions').waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { homeWithHeader: string[] }).homeWithHeader,
    );
    expect(seen).toEqual(['home']);
    await page.close();
  });

  it('names in the page every script a landing screen needs', async () => {
    // Asked for only once the script importing it had run, each was a round trip more on a slow
    // network (build/app-preloads.ts). What no screen waits for may come as the code asks.
    const notWaitedFor =
      /^\/assets\/(start|clicks|sign-in|last-answer|workbox-window\.prod\.es5)-[\w-]{8}\.js$/;
    for (const [path, screen] of [
      ['/app', 'dashboard-screen'],
      ['/app/portfolio', 'portfolio-summary'],
    ] as const) {
      const page = await member.newPage();
      await page.addInitScript((testId) => {
        const loaded: string[] = [];
        (window as unknown as { loadedBeforeScreen: string[] }).loadedBeforeScreen = loaded;
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`[data-testid="${testId}"]`)) return;
          observer.disconnect();
          for (const entry of performance.getEntriesByType('resource')) {
            if (/\/assets\/[^/]+\.js$/.test(entry.name)) loaded.push(new URL(entry.name).pathname);
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      }, screen);
      await page.goto(`${env.server.url}${path}`);
      await page.getByTestId(screen).waitFor();
      const loaded = await page.evaluate(
        () => (window as unknown as { loadedBeforeScreen: string[] }).loadedBeforeScreen,
      );
      // The page as served: at run time Vite's loader adds links of its own.
      const html = await (await member.request.get(`${env.server.url}${path}`)).text();
      const named = [
        ...html.matchAll(
          /<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g,
        ),
      ].map((match) => match[1]);
      expect(loaded.length, path).toBeGreaterThan(3);
      expect(
        loaded.filter((file) => !named.includes(file) && !notWaitedFor.test(file)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });

  it('serves /404 and /500 pages', async () => {
    const page = await visitorPage();
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
