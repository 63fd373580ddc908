// Themes in Chromium: applied before first paint by the CSP-allowed inline script, kept across
// reloads, dark on /about whatever was chosen, unknown names ignored.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
const DARK_BACKGROUND = 'rgb(15, 19, 26)'; // palettes.dark.appBackground #0f131a
const LIGHT_BACKGROUND = 'rgb(245, 247, 251)'; // palettes.light.appBackground #f5f7fb

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('themes', () => {
  it('keeps the chosen theme across a reload, painted before the app script runs', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${env.server.url}/app/settings`);
    await page.getByLabel(/^Light/).check();
    await expect.poll(() => background(page)).toBe(LIGHT_BACKGROUND);

    // Block the app's JavaScript: only the inline pre-paint script can set the theme now.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('theme-light');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows /about dark even when light is chosen, and the chosen theme on other marketing pages', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('stockroom.theme', 'light'));
    const page = await context.newPage();
    for (const path of ['/about', '/contact', '/faq', '/legal']) {
      await page.goto(`${env.server.url}${path}`);
      await expect.poll(() => background(page), { message: path }).toBe(DARK_BACKGROUND);
    }
    for (const path of ['/privacy_policy', '/', '/app']) {
      await page.goto(`${env.server.url}${path}`);
      await expect.poll(() => background(page), { message: path }).toBe(LIGHT_BACKGROUND);
    }
    await context.close();
  });

  it("shows the partner brand's scheme on its pre-rendered pages", async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(env.server.url.replace('127.0.0.1', 'partner.localhost') + '/privacy_policy');
    // palettes.partner.appBackground #f7f4ee
    await expect.poll(() => background(page)).toBe('rgb(247, 244, 238)');
    await context.close();
  });

  it('leaves the theme unchanged when an unknown name is stored', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('stockroom.theme', 'neon'));
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app`);
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
    await context.close();
  });

  it('refuses an invalid custom colour with a field error, then saves valid ones', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app/settings`);
    await page.getByLabel('App background').fill('blue');
    await page.getByRole('button', { name: 'Save and use custom colours' }).click();
    await expect.poll(() => page.getByText(/Use a hex colour/).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('stockroom.theme.custom'))).toBeNull();

    await page.getByLabel('App background').fill('#203040');
    await page.getByRole('button', { name: 'Save and use custom colours' }).click();
    await expect.poll(() => background(page)).toBe('rgb(32, 48, 64)');
    await page.reload();
    await expect.poll(() => background(page)).toBe('rgb(32, 48, 64)');
    await context.close();
  });
});
