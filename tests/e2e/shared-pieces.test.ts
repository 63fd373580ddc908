// Shared pieces of spec §2 in Chromium, on the fixture page tests/fixtures/pieces.tsx: the Modal's
// keyboard contract and its 570 px width (spec §9), and the store badges' new tab + callback.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStoreUrl, BRANDS, playStoreUrl } from '@/platform/brand/brands';
import { DESKTOP, PHONE } from '../support/browser';
import { connectBrowser } from '../support/e2e-env';
import { serveFixture, type FixtureServer } from '../support/fixture-server';

let browser: Browser;
let fixture: FixtureServer;

beforeAll(async () => {
  [fixture, browser] = await Promise.all([serveFixture('pieces.tsx'), connectBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

/** The accessible-ish name of the focused element: its label, aria-label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const labelled = element.id && document.querySelector(`label[for="${element.id}"]`);
    return (
      (labelled && labelled.textContent) ||
      element.getAttribute('aria-label') ||
      element.textContent
    )?.trim();
  });

const focusInsideDialog = (page: Page) =>
  page.evaluate(() =>
    Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
  );

describe('Modal', () => {
  it('traps focus, closes on Escape and gives focus back to the opener', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(fixture.url);
    const opener = page.getByRole('button', { name: 'Rename watchlist' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Rename watchlist' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // Focus starts on the first control of the content.
    expect(await focused(page)).toBe('Watchlist name');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Save');
    await page.keyboard.press('Tab'); // past the last: wraps to the first, the close button
    expect(await focused(page)).toBe('Close');
    expect(await focusInsideDialog(page)).toBe(true);
    await page.keyboard.press('Shift+Tab'); // and back round to the last
    expect(await focused(page)).toBe('Save');
    expect(await focusInsideDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('Rename watchlist');
    await page.close();
  });

  it('is at most 570 px wide and 500 px high by default, over a 0.9 overlay', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(fixture.url);
    await page.getByRole('button', { name: 'Rename watchlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename watchlist' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const style = await dialog.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { maxWidth: computed.maxWidth, height: computed.height };
    });
    expect(style).toEqual({ maxWidth: '570px', height: '500px' });
    // Once its 300 ms fade has run, the overlay rests at 0.9 opacity (spec §9).
    await expect
      .poll(() => page.getByTestId('overlay').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('0.9');
    await page.getByTestId('overlay').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => dialog.count()).toBe(0);
    // On a phone it is a bottom sheet: the screen's full width, resting on its bottom edge, as
    // tall as its content (its primary action where the thumb is).
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Rename watchlist' }).click();
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const sheet = await dialog.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, width: rect.width, bottom: rect.bottom, short: rect.height < 500 };
    });
    expect(sheet).toEqual({ left: 0, width: PHONE.width, bottom: PHONE.height, short: true });
    await page.close();
  });
});

describe('StoreBadges', () => {
  it('opens each store page in a new tab, then runs the after-click callback', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // The machine has no internet: answer the store hosts here, so the new tabs finish loading.
    await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
    );
    const page = await context.newPage();
    await page.goto(fixture.url);
    // The brand's own store pages, built from its configured ids (spec §2), never a search.
    const { stores } = BRANDS.main;
    const cases = [
      { name: 'Download on the App Store', url: appStoreUrl(stores), after: 'appStore' },
      { name: 'Get it on Google Play', url: playStoreUrl(stores), after: 'appStore,googlePlay' },
    ];
    expect(cases.map((c) => c.url)).toEqual([
      `https://apps.apple.com/app/id${stores.appStoreId}`,
      `https://play.google.com/store/apps/details?id=${stores.playPackage}`,
    ]);
    for (const { name, url, after } of cases) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name }).click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(url);
      // noopener: the store page has no handle back on ours.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await expect.poll(() => page.getByTestId('after-click').textContent()).toBe(after);
      await tab.close();
    }
    await context.close();
  });
});

describe('ResultIcon and loaders', () => {
  it('name their state for screen readers', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(fixture.url);
    for (const name of ['up', 'down', 'unchanged']) {
      expect(await page.getByRole('img', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('status').filter({ hasText: 'Loading quotes' }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Loading chart' }).count()).toBe(1);
    await page.close();
  });
});
