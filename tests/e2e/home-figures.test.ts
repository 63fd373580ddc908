// Home's first figures in the page's HTML (build/home-figures.ts): with the app's scripts kept
// away, a signed-in member still sees their greeting, their account's value and their positions;
// once the app paints home, its own take the drawn ones' places exactly, at a phone's width and a
// desktop's, so nothing moves when the outline goes.
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

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the drawn figures (outline) or of the app's own (app), by what they show. */
async function boxes(page: Page, of: 'outline' | 'app'): Promise<Record<string, Box | null>> {
  const selectors =
    of === 'outline'
      ? {
          greeting: '#app-skeleton .as-hi',
          card: '#app-skeleton [data-figure="account-simulated"]',
          value: '#app-skeleton [data-figure="value-simulated"]',
          empty: '#app-skeleton [data-figure="positions-empty"]',
        }
      : {
          greeting: '[data-testid="dashboard-screen"] h1',
          card: '[data-testid="account-simulated"] section',
          value: '[data-testid="home-value"]',
          empty: '[data-testid="home-positions-empty"] p',
        };
  const found: Record<string, Box | null> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    found[name] = await page.locator(selector).boundingBox();
  }
  return found;
}

const rounded = (found: Record<string, Box | null>) =>
  Object.fromEntries(
    Object.entries(found).map(([name, box]) => [
      name,
      box &&
        Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)])),
    ]),
  );

describe("home's first figures", () => {
  for (const [size, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`paints them from the HTML, where the app's own then come (${size})`, async () => {
      const page = await member.newPage();
      await page.setViewportSize(viewport);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${env.server.url}/app`);
      const outline = page.locator('#app-skeleton');
      expect(await outline.locator('.as-hi').textContent()).toBe('Hi, Figures');
      expect(await outline.locator('[data-figure="value-simulated"]').textContent()).toBe(
        '$100,000.00',
      );
      expect(await outline.locator('[data-figure="positions-empty"]').isVisible()).toBe(true);
      const drawn = await boxes(page, 'outline');

      await page.unroute('**/assets/*.js');
      await page.goto(`${env.server.url}/app`);
      await page.getByTestId('home-positions-empty').waitFor();
      expect(await outline.count()).toBe(0);
      expect(await page.getByTestId('home-value').textContent()).toBe('$100,000.00');
      expect(rounded(await boxes(page, 'app'))).toEqual(rounded(drawn));
      await page.close();
    });
  }
});
