// The PWA inside the Android TWA: opened at the TWA's start URL with an Android Chrome user agent
// in standalone display mode, it offers no "Install app" even when the browser offers installation
// (a plain tab does), and its analytics report platform "android" (spec §3 platforms).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../support/browser';
import { setUpOnSharedServer } from '../support/e2e-env';
import { waitForReady } from '../support/ready';
import { signUp } from '../support/sign-up';

const env = setUpOnSharedServer('plain', { serviceWorkers: 'block' });
const TWA = JSON.parse(
  readFileSync(new URL('../../twa/main/twa-manifest.json', import.meta.url), 'utf8'),
) as { startUrl: string };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** What Chromium fires when the page is installable (headless Chromium never does by itself). */
const offerInstallation = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });

interface TabViewed {
  insert_id: string;
  event_type: string;
  event_properties: { platform?: string };
}

/**
 * Platforms of the "tab viewed" events queued (IndexedDB) or uploaded so far, each event once (one
 * being uploaded is in both until the ingest has answered).
 */
async function tabViewedPlatforms(page: Page, uploaded: string[]): Promise<string[]> {
  const queued = await page.evaluate(
    () =>
      new Promise<TabViewed[]>((resolve, reject) => {
        const open = indexedDB.open('stockroom-analytics');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const rows = open.result.transaction('events').objectStore('events').getAll();
          rows.onsuccess = () =>
            resolve(
              (rows.result as Array<{ payload: TabViewed }>)
                .map((row) => row.payload)
                .filter((event) => event.event_type === 'tab viewed'),
            );
        };
      }),
  );
  // An upload is a form (transport.ts): its `e` field holds the events' JSON, spaces as '+'.
  const sent = uploaded.flatMap((body) =>
    (JSON.parse(new URLSearchParams(body).get('e') ?? '[]') as TabViewed[]).filter(
      (event) => event.event_type === 'tab viewed',
    ),
  );
  const events = new Map([...queued, ...sent].map((event) => [event.insert_id, event]));
  return [...events.values()].map((event) => String(event.event_properties.platform));
}

describe('inside the Android TWA', () => {
  it('hides the install button and reports platform android', async () => {
    // A plain Android Chrome tab: the offer shows the button.
    const web = await env.browser.newContext({ viewport: DESKTOP, userAgent: ANDROID_CHROME });
    const tab = await web.newPage();
    await tab.goto(`${env.server.url}/app`);
    await waitForReady(tab);
    await offerInstallation(tab);
    await expect.poll(() => tab.getByRole('button', { name: 'Install app' }).count()).toBe(1);
    await web.close();

    // The TWA: its start URL, then sign-up and the feed in the same tab.
    const twa = await env.browser.newContext({ viewport: DESKTOP, userAgent: ANDROID_CHROME });
    // A TWA runs in standalone display mode. Chromium's media emulation has no display-mode, so
    // the page's matchMedia answers for it (a query that always matches stands in).
    await twa.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query) ? real('(min-width: 0px)') : real(query);
    });
    const page = await twa.newPage();
    const uploaded: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('analytics'))
        uploaded.push(request.postData() ?? '');
    });
    await page.goto(`${env.server.url}${TWA.startUrl}`);
    await waitForReady(page);
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await offerInstallation(page);
    await signUp(page, env.server.url, 'Tova Wrapper');
    await offerInstallation(page);
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);

    await page.goto(`${env.server.url}/app/feed?tab=following`);
    await waitForReady(page);
    await page.getByRole('tab', { name: 'Community' }).click();
    await expect.poll(() => tabViewedPlatforms(page, uploaded)).toEqual(['android']);
    await twa.close();
  });
});
