// The lossless analytics queue in Chromium (DESIGN.md "Client state and offline"): 200 events
// logged while offline survive a reload and arrive exactly once when the browser is back online.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { DESKTOP } from '../support/browser';
import { setUpE2eEnvironment } from '../support/e2e-env';
import { waitForReady } from '../support/ready';

// On PGlite, whose data directory the test reads after the server wrote it.
const env = setUpE2eEnvironment({}, { database: 'pglite' });

/** Rows waiting in the page's IndexedDB queue (src/platform/analytics/queue-db.ts). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('stockroom-analytics');
        // Not created yet: abort rather than create an empty database the app would then trust.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('events').objectStore('events').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );

describe('analytics offline', () => {
  it('keeps 200 offline events through a reload and stores exactly 200 once online', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/app`);
    await waitForReady(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => queued(page), { timeout: 20_000 }).toBe(0); // the first views went up

    await context.setOffline(true);
    // 200 route changes, each one 'page viewed' event (the page-view seam, spec §2).
    await page.evaluate(async () => {
      for (let i = 0; i < 200; i++) {
        history.pushState(null, '', `/app?offline=${i}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The reload below is a page view of its own: make it one of a URL outside the count.
      history.pushState(null, '', '/app?offline=done');
    });
    await expect.poll(() => queued(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(201);

    await page.reload(); // served by the service worker: still offline
    await waitForReady(page);
    expect(await queued(page)).toBeGreaterThanOrEqual(200);

    await context.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 60_000 }).toBe(0);
    await context.close();

    // Count what the ingest stored: the server's embedded database, once it has stopped.
    await env.server.stop();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: join(env.server.dataDir, 'pglite'),
    });
    try {
      const result = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM analytics_events
            WHERE event_type = 'page viewed' AND event->'event_properties'->>'location' ~ '^/app\\?offline=[0-9]+$'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(result.rows[0]?.n).toBe(200);
    } finally {
      await database.close();
    }
  });
});
