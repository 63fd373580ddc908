// axe-core scans in Chromium (WCAG 2.0/2.1 A and AA plus best practice): every marketing page in the
// main brand (and / and /about in the partner brand), the app's entry screens in the dark and light
// themes, and the form-controls gallery. A serious or critical violation fails the test.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPaths } from '@/paths';
import { seriousViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { serveFixture, type FixtureServer } from '../support/fixture-server';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
const partnerUrl = () => env.server.url.replace('127.0.0.1', 'partner.localhost');

const MARKETING = Object.values(marketingPaths).map((path) =>
  path === marketingPaths.share ? '/share/abc123' : path,
);

/** A context the axe script can be injected into: the CSP forbids inline and foreign scripts. */
async function scanContext(theme?: 'light'): Promise<BrowserContext> {
  // Reduced motion stops label and fade transitions, so colours are scanned at rest.
  const context = await env.browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  if (theme) {
    await context.addInitScript((name) => localStorage.setItem('stockroom.theme', name), theme);
  }
  return context;
}

/** Runs axe on the page; returns one line per serious or critical violation (empty when clean). */
/** Opens a page, waits until its heading and header have rendered, and scans it. */
async function scan(
  context: BrowserContext,
  url: string,
  ready?: (page: Page) => Promise<unknown>,
) {
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const heading = page.locator('h1').first();
  await heading.waitFor();
  // Pre-rendered marketing pages are hydrated after load: scan what the visitor ends up with.
  await waitForReady(page);
  await ready?.(page);
  const violations = await seriousViolations(page);
  await page.close();
  expect(violations, `${url}:\n${violations.join('\n')}`).toEqual([]);
}

/** The app's header has settled once the signed-out actions are shown. */
const appReady = (page: Page) =>
  page.locator('header').getByRole('link', { name: 'Sign up' }).waitFor();

describe('marketing pages (main brand)', () => {
  // One context for the whole walk (a new one per path cost a second each): pages are scanned
  // in fresh tabs, so nothing carries over but the cache.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await scanContext();
  });
  afterAll(() => context.close());

  it.each(MARKETING)('%s has no serious or critical violations', async (path) => {
    await scan(context, `${env.server.url}${path}`);
  });
});

describe('marketing pages (partner brand)', () => {
  it.each([marketingPaths.splash, marketingPaths.about])(
    '%s has no serious or critical violations',
    async (path) => {
      const context = await scanContext();
      await scan(context, `${partnerUrl()}${path}`, (page) =>
        page.getByText('Main Street Invest').first().waitFor(),
      );
      await context.close();
    },
  );
});

describe('app pages', () => {
  it.each(['/app', '/app/login', '/app/signup', '/app/settings'])(
    '%s has no serious or critical violations (dark theme)',
    async (path) => {
      const context = await scanContext();
      await scan(context, `${env.server.url}${path}`, appReady);
      await context.close();
    },
  );

  it.each(['/app/login', '/app/settings'])(
    '%s has no serious or critical violations (light theme)',
    async (path) => {
      const context = await scanContext('light');
      await scan(context, `${env.server.url}${path}`, async (page) => {
        await appReady(page);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.className))
          .toContain('theme-light');
      });
      await context.close();
    },
  );
});

describe('form controls gallery', () => {
  let fixture: FixtureServer;
  beforeAll(async () => {
    fixture = await serveFixture('controls.tsx');
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it('has no serious or critical violations', async () => {
    const context = await scanContext();
    await scan(context, fixture.url, (page) =>
      page.getByRole('form', { name: 'Form controls' }).waitFor(),
    );
    await context.close();
  });
});
