// The offline core in Chromium: after one online visit the app opens offline, and knows it is
// offline even when `navigator.onLine` says otherwise; a new build brings the update prompt (which
// will not reload over unsaved input); the browser finds nothing standing in the way of
// installation.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { startServer } from '../support/server-process';
import { signUp } from '../support/sign-up';

// On PGlite, as a fresh `npm start` keeps it: a restart on the same data is part of the journey.
const env = setUpE2eEnvironment({}, { database: 'pglite' });
const ROOT = new URL('../..', import.meta.url).pathname;
const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** Waits until a service worker controls the page (it claims clients on activation). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

describe('offline', () => {
  it('opens /, /app and a deep link offline after one online visit', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app`);
    await controlled(page);

    await context.setOffline(true);
    for (const [path, testId] of [
      ['/', 'splash-page'],
      ['/app', 'dashboard-screen'],
      ['/app/settings', 'settings-screen'],
    ] as const) {
      await page.goto(`${env.server.url}${path}`);
      await expect.poll(() => page.getByTestId(testId).isVisible(), { message: path }).toBe(true);
    }
    expect(await page.getByText('You are offline.', { exact: false }).first().isVisible()).toBe(
      true,
    );
    await context.close();
  });
});

/**
 * Makes the page's browser claim to be online whatever happens, and never say otherwise: what
 * Chromium did after an offline reload, and what a captive Wi-Fi or a dead mobile link looks like.
 */
function pretendAlwaysOnline(): void {
  Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });
  const silence = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('online', silence);
  window.addEventListener('offline', silence);
}

describe('connectivity from evidence', () => {
  it('says it is offline and disables Trade when the network is gone but navigator.onLine says true, until a request gets through', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(pretendAlwaysOnline);
    const page = await context.newPage();
    await signUp(page, env.server.url, 'Evidence Seeker');
    await controlled(page);
    await page.goto(`${env.server.url}/app/orders?symbol=MSFT`);
    await page.getByTestId('open-orders').getByText('No open orders', { exact: false }).waitFor();
    const review = page.getByRole('button', { name: 'Review order' });
    expect(await review.isDisabled()).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await waitForReady(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    const bar = page.getByTestId('offline-bar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('You are offline.');
    await expect.poll(() => review.isDisabled()).toBe(true);
    expect(
      await page.getByText('You are offline. Placing an order needs a connection').isVisible(),
    ).toBe(true);

    // Asked to check while the network is still gone: still offline.
    await bar.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => bar.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    expect(await bar.isVisible()).toBe(true);

    // The network is back and nothing tells the page: its next check gets an answer.
    await context.setOffline(false);
    await expect.poll(() => bar.isVisible(), { timeout: 20_000 }).toBe(false);
    expect(await review.isDisabled()).toBe(false);
    await context.close();
  });
});

/** A new member's page in a context of its own, once the service worker controls it. */
async function memberUnderWorker(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signUp(page, env.server.url, name);
  await controlled(page);
  return { context, page };
}

/** The paths the service worker has saved on this device in one of its caches. */
const savedPaths = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, name);

/** The API answers saved for offline reading. */
const savedApiPaths = (page: Page) => savedPaths(page, 'stockroom-api');

describe('saved answers belong to a session', () => {
  it('never keeps /util/csrf, and forgets every saved answer once the session has ended elsewhere', async () => {
    const { context, page } = await memberUnderWorker('Private Person');
    await page.goto(`${env.server.url}/app/account`);
    await page.locator('dd', { hasText: 'Private Person' }).waitFor();
    await expect.poll(() => savedApiPaths(page)).toContain('/api/v1/me');
    expect(await savedApiPaths(page)).not.toContain('/api/v1/util/csrf');

    // Another device holding the same session logs it out.
    const elsewhere = await env.browser.newContext();
    await elsewhere.addCookies(await context.cookies());
    const csrf = await (await elsewhere.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
    const logout = await elsewhere.request.post(`${env.server.url}/api/v1/auth/logout`, {
      headers: { 'x-csrf-token': csrf.csrf_token },
    });
    expect(logout.status()).toBe(204);
    await elsewhere.close();

    // Back here, the next API answer is 401: the worker drops everything saved at once …
    expect(await page.evaluate(() => fetch('/api/v1/portfolio').then((r) => r.status))).toBe(401);
    expect(await savedApiPaths(page)).toEqual([]);
    // … and a start without a session keeps nothing either (an answer saved meanwhile goes).
    await page.goto(`${env.server.url}/app/account`);
    await waitForReady(page);
    await expect.poll(() => savedApiPaths(page)).not.toContain('/api/v1/me');
    await context.setOffline(true);
    await page.goto(`${env.server.url}/app/account`);
    await waitForReady(page);
    expect(await page.getByText('Private Person').count()).toBe(0);
    await context.close();
  });
});

/** The pages saved for offline navigations. */
const savedPages = (page: Page) => savedPaths(page, 'stockroom-pages');

describe("a member's own page", () => {
  it('keeps home with their figures drawn in out of the saved pages, and home still opens offline', async () => {
    const { context, page } = await memberUnderWorker('Kept Apart');
    await page.goto(`${env.server.url}/app`);
    await page.getByTestId('dashboard-screen').waitFor();
    await page.goto(`${env.server.url}/app/account`);
    await waitForReady(page);
    // Another page of the app is saved as it comes; home, drawn for this member, never is.
    await expect.poll(() => savedPages(page)).toContain('/app/account');
    expect(await savedPages(page)).not.toContain('/app');
    await context.setOffline(true);
    await page.goto(`${env.server.url}/app`);
    await expect.poll(() => page.getByTestId('dashboard-screen').isVisible()).toBe(true);
    await context.close();
  });
});

describe('updates', () => {
  it('offers a new build, and will not reload over unsaved input', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/login`);
    await controlled(page);

    // A new build, served by a restarted server on the same port and data: a copy of this one
    // whose service worker differs by a byte, which is what the browser compares (a whole
    // `npm run build` with another BUILD_ID took a quarter of this file's time).
    const nextDist = mkdtempSync(join(tmpdir(), 'stockroom-next-'));
    cleanups.push(() => rmSync(nextDist, { recursive: true, force: true }));
    cpSync(process.env.DIST_DIR ?? join(ROOT, 'dist'), nextDist, { recursive: true });
    appendFileSync(join(nextDist, 'sw.js'), `\n// build next-${Date.now()}\n`);
    // The server sends a file's .br or .gz copy when there is one: the changed file has none.
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(nextDist, copy), { force: true });
    await env.server.stop();
    env.server = await startServer({
      dataDir: env.server.dataDir,
      port: env.server.port,
      env: { DIST_DIR: nextDist },
    });

    await page.reload();
    await waitForReady(page);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect
      .poll(() => page.getByTestId('update-prompt').isVisible(), { timeout: 20_000 })
      .toBe(true);

    // Half-filled form: Reload refuses and says why.
    await page.getByLabel('Email').fill('half@example.com');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByText(/we will not reload over it/).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('half@example.com');

    // Cleared: Reload takes the new version.
    await page.getByLabel('Email').fill('');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForReady(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    await context.close();
  });
});

describe('installability', () => {
  it('has no installability errors (manifest, icons, service worker)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'stockroom-profile-'));
    cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: DESKTOP,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${env.server.url}/app`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const result = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: Array<{ errorId: string }>;
          };
          return result.installabilityErrors.map((error) => error.errorId);
        })
        .toEqual([]);
      const manifest = (await (
        await page.request.get(`${env.server.url}/manifest.webmanifest`)
      ).json()) as {
        icons: Array<{ purpose: string }>;
        screenshots: Array<{ form_factor: string }>;
        shortcuts: Array<{ name: string }>;
      };
      expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
      expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual([
        'narrow',
        'wide',
      ]);
      expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Trade', 'Portfolio']);
    } finally {
      await context.close();
    }
  });
});
