// Every route of the route table as a real URL, and what a page's layout looks like at one
// viewport: shared by the shell-fit browser test and `npm run screenshots`, so both walk the same
// pages and judge them by the same rules.
import type { APIRequestContext, Page } from 'playwright-core';
import { APP_ROUTES } from '@/app/app-routes';
import { marketingPaths } from '@/paths';

/** Real values for path parameters where the seeded data has them, else a sample. */
async function parameterValues(request: APIRequestContext, url: string) {
  const json = async (path: string) => {
    const response = await request.get(`${url}/api/v1${path}`);
    return response.ok() ? ((await response.json()) as Record<string, unknown>) : null;
  };
  const thoughts = (await json('/thoughts')) as {
    items?: Array<{ id: string; author?: { id: string } }>;
  } | null;
  const thought = thoughts?.items?.[0];
  const learn = (await json('/learn')) as { lessonOrder?: string[] } | null;
  const mail = (await json('/sandbox/mail')) as { messages?: Array<{ id: string }> } | null;
  return {
    // The newest mail of the sandbox mailbox, else an id no message has.
    mailId: mail?.messages?.[0]?.id ?? '00000000-0000-4000-8000-000000000000',
    thoughtId: thought?.id ?? '1',
    userId: thought?.author?.id ?? '1',
    lessonId: learn?.lessonOrder?.[0] ?? '1',
  };
}

function fill(pattern: string, values: Awaited<ReturnType<typeof parameterValues>>): string {
  if (pattern.startsWith('/app/thoughts/')) return `/app/thoughts/${values.thoughtId}`;
  if (pattern.startsWith('/app/users/:id')) return `/app/users/${values.userId}/public_profile`;
  if (pattern === '/app/sandbox-mail/:id') return `/app/sandbox-mail/${values.mailId}`;
  if (pattern.startsWith('/app/learn-and-earn/lessons/'))
    return `/app/learn-and-earn/lessons/${values.lessonId}`;
  return pattern
    .replace(':network', 'google')
    .replace(':symbol', 'AAPL')
    .replace(/:[A-Za-z]+/g, 'AAPL');
}

/** The marketing pages, then every /app route with its parameters filled, signed in. */
export async function routeUrls(
  request: APIRequestContext,
  serverUrl: string,
): Promise<{ marketing: string[]; app: string[] }> {
  const values = await parameterValues(request, serverUrl);
  const app = [...new Set(APP_ROUTES.map(([pattern]) => fill(pattern, values)))];
  const marketing = [
    ...new Set(Object.values(marketingPaths).map((path) => path.replace(':id', 'demo'))),
  ];
  return { marketing, app };
}

/** The shell's navigation: the app's (header or tab bar) and the marketing site's. */
export const NAVIGATION = 'nav[aria-label="Main"], nav[aria-label="Site"]';

/** Moves the app to a path the way its own links do (no reload: the shell and chunks stay). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens an app screen (`url`, absolute) the way a member moves between screens: by the app's own
 * navigation when the page already shows the app on that origin, else by loading it. A full load
 * cost ~0.48 core-s against ~0.16 in-app (Chromium and the server, measured on an /app screen), and
 * a journey is what is under test, not the load: the tests about loading (a deep link, offline,
 * a reload) call `page.goto` themselves. Then waits until the screen's requests have ended.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const current = new URL(page.url());
  // The same screen again is a reload (fresh data), which in-app navigation would not be.
  const inApp =
    current.origin === target.origin &&
    `${current.pathname}${current.search}` !== `${target.pathname}${target.search}` &&
    current.pathname.startsWith('/app') &&
    target.pathname.startsWith('/app') &&
    (await page.locator('html[data-ready="true"]').count()) > 0;
  if (!inApp) {
    await page.goto(url);
    return;
  }
  await settle(page, 200, () => navigateInApp(page, `${target.pathname}${target.search}`));
}

/**
 * Waits until the page has made no request for `quietMs` (or 8 s passed): its data is in. With
 * `action` (a navigation), it listens before the action runs, so the first request counts too.
 */
export async function settle(
  page: Page,
  quietMs = 200,
  action?: () => Promise<unknown>,
): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const deadline = last + 8_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let quieted = () => {};
  const quiet = new Promise<void>((resolve) => (quieted = resolve));
  // Decides at each request event and when the quiet period would end (no polling): done when
  // nothing is in flight for `quietMs`; a long-lived stream (live quotes) never finishes, so a
  // request open for 2 s stops counting.
  const check = () => {
    clearTimeout(timer);
    const now = Date.now();
    const waited = now - last;
    if ((inFlight === 0 && waited >= quietMs) || waited >= 2_000 || now >= deadline) {
      quieted();
      return;
    }
    const next = (inFlight === 0 ? quietMs : 2_000) - waited;
    timer = setTimeout(check, Math.min(next, deadline - now));
  };
  const start = () => {
    inFlight++;
    last = Date.now();
    check();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
    check();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await action?.();
    check();
    await quiet;
  } finally {
    clearTimeout(timer);
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
  // Two frames: the last state change is painted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Pretends the browser offers installation (what Chromium does for an installable PWA on a
 *  phone, and never in a headless test), or withdraws the offer as an installation does. */
export async function setInstallOffer(page: Page, offered: boolean): Promise<void> {
  await page.evaluate((on) => {
    if (!on) {
      window.dispatchEvent(new Event('appinstalled'));
      return;
    }
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  }, offered);
}

export interface LayoutProblems {
  /** How much wider than the screen the page is (0 when it fits). */
  overflow: number;
  /** Header items not wholly on screen (cut by the screen's edge or a clipping box). */
  cutHeaderItems: string[];
  /** Header items drawn over one another, "A over B" each (a row too full for its items). */
  overlappingHeaderItems: string[];
  /** Whether the main navigation (the tab bar on phones, the header's links on wider screens)
   *  is wholly on screen. */
  navigationOnScreen: boolean;
  /** Header and navigation targets smaller than 44 × 44 px (WCAG 2.5.5, the shell's rule). */
  smallTargets: string[];
  /** The device pixel ratio the page is drawn at: what a walk emulating devices checks. */
  devicePixelRatio: number;
}

/**
 * Judges the page as it is painted now, against the screen's size: on a phone (mobile emulation)
 * a page wider than the screen widens the layout viewport itself (the browser zooms out), so
 * `innerWidth` grows with the page and cannot be the yardstick.
 *
 * With `next`, it first offers installation or withdraws the offer when asked (as
 * `setInstallOffer` does), then waits two frames (a viewport change's resize and the offer's
 * re-render are laid out, and what they set off), then judges: one round trip to the page.
 */
export function layoutProblems(
  page: Page,
  screen: { width: number; height: number },
  next?: { installOffered?: boolean },
): Promise<LayoutProblems> {
  return page.evaluate(
    async ({ width, height, next, navigation }) => {
      if (next?.installOffered === false) window.dispatchEvent(new Event('appinstalled'));
      if (next?.installOffered === true) {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      }
      // Two frames: the first lays out the resize and the offer's re-render, and runs the resize
      // observers (the header's links step back into "More" there); the second sees the result.
      if (next)
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const overflow = Math.max(
        document.documentElement.scrollWidth - width,
        document.body.scrollWidth - width,
        0,
      );
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.getClientRects().length === 0) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 2 && rect.height > 2; // visually hidden text is 1 px
      };
      const onScreen = (rect: DOMRect) =>
        rect.left >= -0.5 &&
        rect.right <= width + 0.5 &&
        rect.top >= -0.5 &&
        rect.bottom <= height + 0.5;
      // Cut: off the screen, or outside an ancestor that clips (overflow other than visible).
      const cut = (element: Element, stopAt: Element) => {
        const rect = element.getBoundingClientRect();
        if (!onScreen(rect)) return true;
        for (
          let box = element.parentElement;
          box && box !== stopAt.parentElement;
          box = box.parentElement
        ) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const outer = box.getBoundingClientRect();
          if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) return true;
          if (rect.top < outer.top - 0.5 || rect.bottom > outer.bottom + 0.5) return true;
        }
        return false;
      };
      const header = document.querySelector('body header');
      const label = (item: Element) =>
        (
          item.getAttribute('aria-label') ??
          item.getAttribute('title') ??
          item.textContent ??
          ''
        ).trim();
      const headerItems = header
        ? Array.from(header.querySelectorAll('a, button, [data-testid="xp-badge"]')).filter(shown)
        : [];
      const cutHeaderItems = header
        ? headerItems.filter((item) => cut(item, header)).map(label)
        : [];
      // Two items (neither inside the other) sharing more than half a pixel each way.
      const overlappingHeaderItems: string[] = [];
      headerItems.forEach((item, index) => {
        const a = item.getBoundingClientRect();
        for (const other of headerItems.slice(index + 1)) {
          if (item.contains(other) || other.contains(item)) continue;
          const b = other.getBoundingClientRect();
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 0.5 && down > 0.5)
            overlappingHeaderItems.push(`${label(item)} over ${label(other)}`);
        }
      });
      const navs = Array.from(document.querySelectorAll(navigation)).filter(shown);
      const navigationOnScreen =
        navs.length > 0 &&
        navs.every(
          (nav) =>
            onScreen(nav.getBoundingClientRect()) &&
            Array.from(nav.querySelectorAll('a, button'))
              .filter(shown)
              .every((item) => !cut(item, nav)),
        );
      const name = (item: Element) =>
        (item.getAttribute('aria-label') ?? item.textContent ?? '').trim();
      const smallTargets = Array.from(
        document.querySelectorAll(
          'body header a, body header button, nav[aria-label="Main"] a, nav[aria-label="Main"] button',
        ),
      )
        .filter(shown)
        .filter((item) => {
          const rect = item.getBoundingClientRect();
          return rect.width < 43.5 || rect.height < 43.5;
        })
        .map(name);
      return {
        overflow,
        cutHeaderItems,
        overlappingHeaderItems,
        navigationOnScreen,
        smallTargets,
        devicePixelRatio: window.devicePixelRatio,
      };
    },
    { ...screen, next, navigation: NAVIGATION },
  );
}
