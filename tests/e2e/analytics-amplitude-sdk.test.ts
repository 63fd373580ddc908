// amplitude-js, Amplitude's classic browser SDK (8.x), uploads to our ingest unchanged (spec §7
// analytics upload): the SDK runs in Chromium against the real server, and the rows it leaves in
// analytics_events are counted. POST /analytics sends no CORS headers, and the SDK's XHR adds a
// header that would need a preflight, so the SDK runs on the server's own origin: one blank page
// that this test answers (below), with the SDK's UMD bundle from node_modules injected.
// Every other request, /analytics included, reaches the real server.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STOCKROOM_WEB_KEY } from '@/platform/analytics/constants';
import { openDatabase } from '@server/db/client';
import { analyticsEvents } from '@server/db/schema';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { startServer } from '../support/server-process';

// On PGlite, whose data directory the test reads after the server wrote it.
const env = setUpE2eEnvironment({}, { database: 'pglite' });

const SDK_BUNDLE = createRequire(import.meta.url).resolve('amplitude-js/amplitude.umd.min.js');
const PAGE_PATH = '/amplitude-sdk-test';

/** The parts of amplitude-js's browser API this test drives (the UMD bundle sets `amplitude`). */
type SdkCallback = (status: number, body: string) => void;
interface SdkIdentify {
  set(property: string, value: string): SdkIdentify;
  add(property: string, value: number): SdkIdentify;
}
interface SdkInstance {
  init(key: string, userId: string, config: Record<string, unknown>, ready: () => void): void;
  logEvent(
    type: string,
    properties: Record<string, unknown>,
    callback: SdkCallback,
    errorCallback: SdkCallback,
  ): void;
  identify(identify: SdkIdentify, callback: SdkCallback, errorCallback: SdkCallback): void;
}
/** One callback the SDK made, in the order it made them. */
interface Heard {
  call: string;
  outcome: 'callback' | 'errorCallback';
  status: number;
  body: string;
}
interface SdkWindow {
  amplitude: { getInstance(): SdkInstance; Identify: new () => SdkIdentify };
  heard?: Heard[];
}
type SdkCall =
  | { event: string; properties: Record<string, unknown> }
  | { identify: { set: Record<string, string>; add: Record<string, number> } };

/** An event as amplitude-js uploads it: its insert id is `uuid`, its client time `timestamp`. */
interface SdkEvent {
  uuid: string;
  event_type: string;
  device_id: string;
  user_id: string | null;
  timestamp: number;
  library: { name: string; version: string };
}

/** The server is stopped to read its embedded database; the next test starts it again. */
let stopped = false;
async function serverOrigin(): Promise<string> {
  if (stopped) {
    env.server = await startServer({ dataDir: env.server.dataDir });
    stopped = false;
  }
  return env.server.url;
}

/** What the ingest stored for one device: PGlite admits one process, so the server stops first. */
async function storedRows(deviceId: string) {
  await env.server.stop();
  stopped = true;
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(env.server.dataDir, 'pglite'),
  });
  try {
    return await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceId, deviceId));
  } finally {
    await database.close();
  }
}

/** A fresh context (empty storage) on the server's origin with the SDK loaded. */
async function openSdkPage(origin: string) {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(`${origin}${PAGE_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><title>amplitude-js</title></head><body></body></html>',
    }),
  );
  await page.goto(`${origin}${PAGE_PATH}`);
  await page.addScriptTag({ path: SDK_BUNDLE });
  const uploads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/analytics') uploads.push(request);
  });
  return { context, page, uploads };
}

/** init with our public key and our ingest; uploads go out once `threshold` calls are queued. */
function initSdk(page: Page, options: { deviceId: string; userId: string; threshold: number }) {
  return page.evaluate(
    ({ key, deviceId, userId, threshold }) =>
      new Promise<void>((ready) => {
        const sdk = (window as unknown as SdkWindow).amplitude.getInstance();
        const config = {
          apiEndpoint: `${location.host}/analytics`,
          forceHttps: false, // the test server speaks plain HTTP on 127.0.0.1
          deviceId,
          batchEvents: true,
          eventUploadThreshold: threshold,
          eventUploadPeriodMillis: 10 * 60 * 1000, // only the threshold starts an upload here
        };
        sdk.init(key, userId, config, () => ready());
      }),
    { key: STOCKROOM_WEB_KEY, ...options },
  );
}

/** Logs events and identifies; each callback the SDK makes later lands in `window.heard`. */
function logWithSdk(page: Page, calls: SdkCall[]) {
  return page.evaluate((calls) => {
    const w = window as unknown as SdkWindow;
    const sdk = w.amplitude.getInstance();
    const heard = (w.heard ??= []);
    for (const call of calls) {
      const name = 'event' in call ? call.event : '$identify';
      const tell =
        (outcome: Heard['outcome']): SdkCallback =>
        (status, body) =>
          heard.push({ call: name, outcome, status, body });
      if ('event' in call) {
        sdk.logEvent(call.event, call.properties, tell('callback'), tell('errorCallback'));
      } else {
        const identify = new w.amplitude.Identify();
        for (const [key, value] of Object.entries(call.identify.set)) identify.set(key, value);
        for (const [key, value] of Object.entries(call.identify.add)) identify.add(key, value);
        sdk.identify(identify, tell('callback'), tell('errorCallback'));
      }
    }
  }, calls);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as SdkWindow).heard ?? []);

/** The events of one captured upload, after checking its form is the SDK's v2 upload. */
function uploadedEvents(request: Request | undefined): SdkEvent[] {
  const form = new URLSearchParams(request?.postData() ?? '');
  expect(form.get('client')).toBe(STOCKROOM_WEB_KEY);
  expect(form.get('v')).toBe('2');
  expect(form.get('checksum')).toMatch(/^[0-9a-f]{32}$/);
  return JSON.parse(form.get('e') ?? '[]') as SdkEvent[];
}

const pageViewed = (location: string): SdkCall => ({
  event: 'page viewed',
  properties: { location },
});

describe('amplitude-js uploading to POST /analytics', () => {
  it('stores a batch of events and an identify, once, however often it is sent', async () => {
    const origin = await serverOrigin();
    const { context, page, uploads } = await openSdkPage(origin);
    const deviceId = `amplitude-js-${randomUUID()}`;
    await initSdk(page, { deviceId, userId: 'sdk-user-1', threshold: 6 });
    await logWithSdk(page, [
      pageViewed('/'),
      { event: 'button clicked', properties: { button_type: 'cta', context: 'splash' } },
      pageViewed('/about'),
      { event: 'tab viewed', properties: { context: 'portfolio', position: 1 } },
      pageViewed('/faq'),
      { identify: { set: { plan: 'premium' }, add: { logins: 1 } } },
    ]);

    // amplitude-js calls `callback` for any 200; the ingest's body is exactly `success`.
    await expect.poll(() => heard(page), { timeout: 20_000 }).toHaveLength(6);
    const answers = await heard(page);
    // The SDK calls back its events first, then its identifies.
    expect(answers.map((answer) => answer.call)).toEqual([
      'page viewed',
      'button clicked',
      'page viewed',
      'tab viewed',
      'page viewed',
      '$identify',
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ outcome: 'callback', status: 200, body: 'success' });
    }

    expect(uploads).toHaveLength(1); // the six calls went up as one batch
    const sent = uploadedEvents(uploads[0]);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((event) => event.uuid)).size).toBe(6);
    expect(sent.every((event) => event.library.name === 'amplitude-js')).toBe(true);

    // The very same body again, twice (a retry after a lost answer): `success`, nothing new.
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${origin}/analytics`, {
        method: 'POST',
        headers: { 'content-type': uploads[0]!.headers()['content-type'] ?? '' },
        body: uploads[0]!.postData() ?? '',
      });
      expect([again.status, await again.text()]).toEqual([200, 'success']);
    }
    await context.close();

    const rows = await storedRows(deviceId);
    expect(rows).toHaveLength(6);
    for (const event of sent) {
      const row = rows.find((candidate) => candidate.dedupeKey === `uuid:${event.uuid}`);
      expect(row).toMatchObject({
        apiKey: STOCKROOM_WEB_KEY,
        eventType: event.event_type,
        deviceId,
        userId: 'sdk-user-1',
        eventTime: new Date(event.timestamp),
        event,
      });
    }
    const identify = rows.find((row) => row.eventType === '$identify');
    expect(identify?.event).toMatchObject({
      user_properties: { $set: { plan: 'premium' }, $add: { logins: 1 } },
    });
  });

  it('stores once a batch that the SDK sends again because its answer was lost', async () => {
    const origin = await serverOrigin();
    const { context, page, uploads } = await openSdkPage(origin);
    const deviceId = `amplitude-js-${randomUUID()}`;
    // The first upload reaches the ingest, which stores it, but the SDK never hears the answer.
    const lost: Array<[number, string]> = [];
    await page.route(`${origin}/analytics`, async (route) => {
      if (lost.length > 0) return route.continue();
      const response = await route.fetch();
      lost.push([response.status(), await response.text()]);
      await route.abort('connectionreset');
    });
    await initSdk(page, { deviceId, userId: 'sdk-user-2', threshold: 3 });

    await logWithSdk(page, [pageViewed('/'), pageViewed('/about'), pageViewed('/faq')]);
    await expect.poll(() => heard(page), { timeout: 20_000 }).toHaveLength(3);
    expect(lost).toEqual([[200, 'success']]);
    for (const answer of await heard(page)) {
      expect(answer).toMatchObject({ outcome: 'errorCallback', status: 0 });
    }

    // A fourth event reaches the threshold again: the SDK sends all four, the first three again.
    await logWithSdk(page, [pageViewed('/legal')]);
    await expect.poll(() => heard(page), { timeout: 20_000 }).toHaveLength(7);
    const successes = (await heard(page)).slice(3);
    for (const answer of successes) {
      expect(answer).toMatchObject({ outcome: 'callback', status: 200, body: 'success' });
    }
    expect(uploads).toHaveLength(2);
    const [first, second] = [uploadedEvents(uploads[0]), uploadedEvents(uploads[1])];
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(4);
    expect(second.slice(0, 3)).toEqual(first);
    await context.close();

    const rows = await storedRows(deviceId);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.dedupeKey).sort()).toEqual(
      second.map((event) => `uuid:${event.uuid}`).sort(),
    );
  });
});
