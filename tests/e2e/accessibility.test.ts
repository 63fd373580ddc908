// axe-core scans in Chromium (WCAG 2.0/2.1 A and AA plus best practice): the app's entry screens in
// the dark and light themes, and the form-controls gallery. A serious or critical violation fails
// the test. The marketing pages are scanned on marketing-pages.test.ts's walk through them (every
// page of the main brand, / and /about of the partner's), where they are loaded anyway.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { serveFixture, type FixtureServer } from '../support/fixture-server';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
let dark: BrowserContext;
let light: BrowserContext;
beforeAll(async () => {
  [dark, light] = await Promise.all([scanContext(), scanContext('light')]);
});
afterAll(async () => {
  await Promise.all([dark?.close(), light?.close()]);
});

/**
 * A context the axe script can be injected into: the CSP forbids inline and foreign scripts. One
 * per theme for the file, each scan a page of its own in it (a context costs ~1.8 core-seconds).
 */
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

describe('app pages', () => {
  it.each(['/app', '/app/login', '/app/signup', '/app/settings'])(
    '%s has no serious or critical violations (dark theme)',
    async (path) => {
      await scan(dark, `${env.server.url}${path}`, appReady);
    },
  );

  it.each(['/app/login', '/app/settings'])(
    '%s has no serious or critical violations (light theme)',
    async (path) => {
      await scan(light, `${env.server.url}${path}`, async (page) => {
        await appReady(page);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.className))
          .toContain('theme-light');
      });
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
    await scan(dark, fixture.url, (page) =>
      page.getByRole('form', { name: 'Form controls' }).waitFor(),
    );
  });
});
