// The shell fits every screen: every route of the route table, at phone widths (320–430 px, mobile
// emulation with touch) and desktop widths (1024–1440 px), with the browser's install offer on and
// off, signed in with a long name and the XP badge at today's maximum. No page is wider than the
// screen, the navigation is on screen, no header item is cut, and the primary action of the modals
// a person meets first (the account sheet, an order's confirmation, a new thought, closing the
// account) is on screen without scrolling.
//
// One page per kind of device walks the routes the way the app's own links do (no reload), then
// measures each route at every width of its kind and in both install states: a few hundred
// layouts for the price of one navigation per route.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@/app/app-routes';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import {
  layoutProblems,
  navigateInApp,
  routeUrls,
  setInstallOffer,
  settle,
} from '../support/route-walk';

// Lesson XP counts against the daily maximum (spec §1 karma's daily maximum): with a maximum of
// 10, the first lesson (10 XP) reaches it, and the badge shows "max" as it does for a busy member.
const env = setUpE2eEnvironment({ KARMA_DAILY_MAX: '10' });

const LONG_NAME = 'Maximiliana Featherstonehaugh-Wolfeschlegelsteinhausen';
const PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
const DESKTOPS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const KINDS = {
  phone: { sizes: PHONES, options: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  desktop: { sizes: DESKTOPS, options: {} },
} as const;

let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
let urls: { marketing: string[]; app: string[] };

async function post(context: BrowserContext, path: string, data: unknown) {
  const csrf = await (await context.request.get(`${env.server.url}/api/v1/util/csrf`)).json();
  const response = await context.request.post(`${env.server.url}/api/v1${path}`, {
    data,
    headers: { 'x-csrf-token': csrf.csrf_token, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  const context = await env.browser.newContext();
  await post(context, '/auth/sign_up', {
    email: `shell-${Date.now()}@example.com`,
    password: 'a sturdy shell passphrase',
    name: LONG_NAME,
  });
  const learn = await (await context.request.get(`${env.server.url}/api/v1/learn`)).json();
  const done = await post(context, `/learn/lessons/${learn.lessonOrder[0]}/complete`, {});
  expect(done.state.xp_reached_daily_max).toBe(true);
  urls = await routeUrls(context.request, env.server.url);
  storageState = await context.storageState();
  await context.close();
});

async function openKind(
  kind: keyof typeof KINDS,
): Promise<{ context: BrowserContext; page: Page }> {
  const { sizes, options } = KINDS[kind];
  const context = await env.browser.newContext({ ...options, viewport: sizes[0], storageState });
  const page = await context.newPage();
  await page.goto(`${env.server.url}/app`);
  await waitForReady(page);
  await page.getByTestId('xp-badge').waitFor();
  return { context, page };
}

/** Every width of the kind, install offered and not: what is wrong, one line each. */
async function problemsAt(page: Page, kind: keyof typeof KINDS, path: string, app: boolean) {
  const found: string[] = [];
  for (const size of KINDS[kind].sizes) {
    await page.setViewportSize(size);
    for (const offered of app ? [true, false] : [false]) {
      if (app) await setInstallOffer(page, offered);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      const where = `${path} at ${size.width} px${app ? `, install ${offered ? 'offered' : 'not offered'}` : ''}`;
      const problems = await layoutProblems(page, size);
      if (problems.overflow > 0)
        found.push(`${where}: ${problems.overflow} px wider than the screen`);
      if (problems.cutHeaderItems.length)
        found.push(`${where}: header items cut: ${problems.cutHeaderItems.join(', ')}`);
      if (app && !problems.navigationOnScreen) found.push(`${where}: navigation not on screen`);
      if (problems.smallTargets.length)
        found.push(`${where}: targets under 44 px: ${problems.smallTargets.join(', ')}`);
    }
  }
  return found;
}

describe.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)('on a %s', (kind) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openKind(kind)));
  afterAll(() => context.close());

  it('every app route fits, with its navigation and every header item on screen', async () => {
    const found: string[] = [];
    for (const path of urls.app) {
      await navigateInApp(page, path);
      await settle(page);
      found.push(...(await problemsAt(page, kind, path, true)));
    }
    expect(found).toEqual([]);
  });

  it('every marketing page fits, its header whole', async () => {
    const found: string[] = [];
    for (const path of urls.marketing) {
      await page.setViewportSize(KINDS[kind].sizes[0]!);
      await page.goto(`${env.server.url}${path}`, { waitUntil: 'load' });
      await waitForReady(page);
      await settle(page);
      found.push(...(await problemsAt(page, kind, path, false)));
    }
    expect(found).toEqual([]);
  });

  it('fits offline, with the offline bar, and signed out', async () => {
    const found: string[] = [];
    await context.setOffline(true);
    await navigateInApp(page, '/app/portfolio');
    await page.getByTestId('offline-bar').waitFor();
    found.push(...(await problemsAt(page, kind, '/app/portfolio (offline)', true)));
    await context.setOffline(false);
    await page.getByTestId('offline-bar').waitFor({ state: 'detached' });

    const visitor = await env.browser.newContext({
      ...KINDS[kind].options,
      viewport: KINDS[kind].sizes[0],
    });
    const guest = await visitor.newPage();
    await guest.goto(`${env.server.url}/app`);
    await waitForReady(guest);
    const open = APP_ROUTES.filter(([path, , { signedIn }]) => !signedIn && !path.includes(':'));
    for (const [path] of open) {
      await navigateInApp(guest, path);
      await settle(guest);
      found.push(...(await problemsAt(guest, kind, `${path} (signed out)`, true)));
    }
    await visitor.close();
    expect(found).toEqual([]);
  });

  it('puts the primary action of the modals a person meets first on screen', async () => {
    const found: string[] = [];
    const check = async (what: string, action: string) => {
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Measured where it comes to rest, not while it slides up.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const button = dialog.getByRole('button', { name: action, exact: true });
      await button.waitFor();
      const onScreen = await button.evaluate((element, screen) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.top >= 0 &&
          rect.left >= 0 &&
          rect.bottom <= screen.height &&
          rect.right <= screen.width
        );
      }, page.viewportSize()!);
      if (!onScreen)
        found.push(`${what} at ${page.viewportSize()?.width} px: "${action}" is off screen`);
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await page.goto(`${env.server.url}/app`);
    await waitForReady(page);
    for (const size of KINDS[kind].sizes) {
      await page.setViewportSize(size);
      await navigateInApp(page, '/app');
      await setInstallOffer(page, true);
      await settle(page);

      // The account menu: a bottom sheet from the tab bar on phones, a popover on desktops.
      if (kind === 'phone') {
        await page.getByTestId('tab-bar').getByRole('button', { name: 'Account' }).click();
        await check('the account sheet', 'Log out');
        await close();
      } else {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        const menu = page.getByTestId('account-menu');
        const logOutShown = await menu
          .getByRole('button', { name: 'Log out' })
          .evaluate(
            (element, screen) => element.getBoundingClientRect().bottom <= screen.height,
            size,
          );
        if (!logOutShown)
          found.push(`the account menu at ${size.width} px: "Log out" is off screen`);
        await page.keyboard.press('Escape');
      }

      // An order's confirmation.
      await navigateInApp(page, '/app/orders?symbol=AAPL&side=buy');
      await page.getByRole('textbox', { name: 'Amount' }).fill('100');
      await page.getByRole('button', { name: 'Review order' }).click();
      await page.getByTestId('order-preview').waitFor();
      await page.getByRole('button', { name: 'Place buy order' }).click();
      await check('the order confirmation', 'Confirm buy');
      await close();

      // A new thought on a security.
      await navigateInApp(page, '/app/securities/AAPL');
      await page.getByRole('button', { name: 'Share a thought' }).click();
      await check('the new thought', 'Post thought');
      await close();

      // Closing the account (a long form).
      await navigateInApp(page, '/app/account');
      await page.getByRole('button', { name: 'Close account' }).click();
      await check('closing the account', 'Close my account');
      await close();
    }
    expect(found).toEqual([]);
  });
});
