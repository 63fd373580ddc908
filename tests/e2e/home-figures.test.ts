// The first figures in the page's HTML (build/home-figures.ts, build/portfolio-figures.ts): with
// the app's scripts kept away, a signed-in member still sees home's greeting, account value and
// positions, and the portfolio's summary; once the app paints the screen, its own take the drawn
// ones' places exactly, at a phone's width and a desktop's, so nothing moves when the outline goes.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
let member: BrowserContext;

beforeAll(async () => {
  member = await env.browser.newContext({ viewport: PHONE });
  const page = await member.newPage();
  await signUp(page, env.server.url, 'Figures Drawn');
  await page.close();
});
afterAll(() => member?.close());

/** What a screen shows first: each part's selector in the drawn outline and in the app's page. */
interface Parts {
  path: string;
  /** The app's screen is painted once this test id shows. */
  painted: string;
  outline: Record<string, string>;
  app: Record<string, string>;
}

const HOME: Parts = {
  path: '/app',
  painted: 'home-positions-empty',
  outline: {
    greeting: '.as-hi',
    card: '[data-figure="account-simulated"]',
    value: '[data-figure="value-simulated"]',
    empty: '[data-figure="positions-empty"]',
  },
  app: {
    greeting: '[data-testid="dashboard-screen"] h1',
    card: '[data-testid="account-simulated"] section',
    value: '[data-testid="home-value"]',
    empty: '[data-testid="home-positions-empty"] p',
  },
};

const PORTFOLIO: Parts = {
  path: '/app/portfolio',
  painted: 'portfolio-empty',
  outline: {
    heading: '.ap-h1',
    sections: '.ap-nav',
    summary: '[data-figure="portfolio-summary"]',
    value: '[data-figure="equity"]',
    figures: '.ap-figures',
    empty: '[data-figure="portfolio-empty"]',
  },
  app: {
    heading: '[data-testid="portfolio-screen"] h1',
    sections: 'nav[aria-label="Portfolio sections"]',
    summary: '[data-testid="portfolio-summary"]',
    value: '[data-testid="equity"]',
    figures: '[data-testid="portfolio-summary"] dl',
    empty: '[data-testid="portfolio-empty"] p',
  },
};

type Box = { x: number; y: number; width: number; height: number };

/** Each part's box, to the pixel. */
async function boxes(page: Page, selectors: Record<string, string>) {
  const found: Record<string, Box | null> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const box = await page.locator(selector).first().boundingBox();
    found[name] = box && {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  }
  return found;
}

describe('the first figures', () => {
  for (const parts of [HOME, PORTFOLIO]) {
    for (const [size, viewport] of [
      ['a phone', PHONE],
      ['a desktop', DESKTOP],
    ] as const) {
      it(`paints ${parts.path}'s from the HTML, where the app's own then come (${size})`, async () => {
        const page = await member.newPage();
        await page.setViewportSize(viewport);
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${env.server.url}${parts.path}`);
        const outline = page.locator('#app-skeleton');
        const drawn = await boxes(
          page,
          Object.fromEntries(
            Object.entries(parts.outline).map(([name, selector]) => [
              name,
              `#app-skeleton ${selector}`,
            ]),
          ),
        );
        expect(Object.values(drawn).every(Boolean)).toBe(true);
        expect(await outline.locator(parts.outline.value!).textContent()).toBe('$100,000.00');
        if (parts === HOME) {
          expect(await outline.locator('.as-hi').textContent()).toBe('Hi, Figures');
        }

        await page.unroute('**/assets/*.js');
        await page.goto(`${env.server.url}${parts.path}`);
        await page.getByTestId(parts.painted).waitFor();
        expect(await outline.count()).toBe(0);
        expect(await page.locator(parts.app.value!).textContent()).toBe('$100,000.00');
        expect(await boxes(page, parts.app)).toEqual(drawn);
        await page.close();
      });
    }
  }
});
