// Warm offline start of `/app` (`npm run bench`): how soon a member who has opened
// the app once sees it again with the network off, the service worker serving everything.
//
// In Chromium (playwright-core, Debian's binary) at a phone size: a member signed up over HTTP
// (session cookie in the context), `/app` loaded online until the service worker controls the
// page and the dashboard shows, then the context goes offline and the page is reloaded RUNS times.
// Each reload is timed from navigation start (performance.timeOrigin) to first contentful paint
// and to the dashboard screen being visible (the app shell's landmark, as tests/e2e/offline
// checks), polled every animation frame. A reload that was not served by the service worker
// (no controller, or a network error page) is an error, not a figure.
//
// Usage: node scripts/bench/offline-start.mjs [--url <server> | --dist <build>] [--json]
// (without either it builds the PWA and serves it on a throwaway data directory).
import { resolve } from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, serverFromArgs } from './app-server.mjs';
import { signUpOverHttp } from './http-load.mjs';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
const LANDMARK = '[data-testid="dashboard-screen"]';
const PHONE = { width: 390, height: 844 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `url`: the server's origin. Resolves to { runs: [{ fcp, landmark }], median: { … } }. */
export async function measureOfflineStart({ url, runs = RUNS }) {
  const { chromium } = await import('playwright-core');
  const { headers } = await signUpOverHttp(Number(new URL(url).port), 'offline');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addCookies(
      headers.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${url}/app`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 30_000,
    });
    await page.locator(LANDMARK).waitFor({ state: 'visible', timeout: 30_000 });

    await context.setOffline(true);
    const results = [];
    for (let run = 0; run < runs; run++) {
      await page.reload({ waitUntil: 'commit' });
      const landmark = await (
        await page.waitForFunction(
          (selector) => {
            const element = document.querySelector(selector);
            return element && element.checkVisibility() ? performance.now() : false;
          },
          LANDMARK,
          { polling: 'raf', timeout: 30_000 },
        )
      ).jsonValue();
      const { fcp, controlled } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        controlled: Boolean(navigator.serviceWorker.controller),
      }));
      if (!controlled) throw new Error('the offline reload was not served by the service worker');
      results.push({ fcp, landmark });
    }
    await context.close();
    const fcps = results.map((result) => result.fcp).filter((value) => value !== null);
    return {
      runs: results,
      median: {
        fcp: fcps.length ? median(fcps) : null,
        landmark: median(results.map((result) => result.landmark)),
      },
      landmark: LANDMARK,
      viewport: PHONE,
    };
  } finally {
    await browser.close();
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  let server;
  try {
    server = await serverFromArgs();
    const figures = await measureOfflineStart({ url: server.url });
    const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);
    console.log(`\nWarm offline start of /app (${RUNS} reloads offline, service worker serving)\n`);
    figures.runs.forEach((run, i) =>
      console.log(
        `run ${i + 1}: first contentful paint ${ms(run.fcp)}, dashboard ${ms(run.landmark)}`,
      ),
    );
    console.log(
      `median: first contentful paint ${ms(figures.median.fcp)}, dashboard ${ms(figures.median.landmark)}`,
    );
    if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await server?.close();
  }
}
