// Lighthouse 12.8.2 (`npm run bench`): performance score, LCP, TBT and CLS for `/`,
// `/app` and `/app/portfolio`, Lighthouse's default mobile emulation (a Moto G Power screen, 4×
// CPU slowdown and slow 4G, simulated), the performance and accessibility categories (the
// accessibility score is a target too: 100 on /app, with the audits that fail it named).
//
// Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), started here with the browser
// tests' flags and a remote-debugging port that Lighthouse connects to; a fresh profile per run.
// `/` is measured signed out (a visitor); the two app pages signed in: a member signed up over
// HTTP, the session cookie sent on every request through Lighthouse's `extraHeaders` (Lighthouse
// clears the service worker and caches between pages but not cookies). Each page is measured
// BENCH_LIGHTHOUSE_RUNS times (default 1) and the run with the median score kept.
// BENCH_LIGHTHOUSE_PATHS (comma-separated, e.g. `/`) measures only those of the pages.
// BENCH_LIGHTHOUSE_THROTTLING=devtools applies slow 4G and the 4× CPU to the page as it loads
// and reports what happened, instead of simulating them from an unthrottled load (Lighthouse's
// default, `simulate`): a paint that does not wait for the scripts is seen as it is, where the
// simulation charges it every request that happened to end before it on this fast local server.
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report there (JSON: the main-thread
// breakdown, the scripts' boot-up time, the LCP's phases), to see where a page's time goes.
//
// Usage: node scripts/bench/lighthouse.mjs [--url <server> | --dist <build>] [--json]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, freePort, serverFromArgs } from './app-server.mjs';
import { signUpOverHttp } from './http-load.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
export const PAGES = [
  { path: '/', signedIn: false },
  { path: '/app', signedIn: true },
  { path: '/app/portfolio', signedIn: true },
];

/** Debian's Chromium with a remote-debugging port; resolves once the port answers. */
async function startChrome() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'stockroom-bench-chrome-'));
  const child = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  let spawnError = null;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (!spawnError && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (spawnError || child.exitCode !== null || Date.now() > deadline) {
      await stop();
      const why = spawnError ? `: ${spawnError.message}` : '';
      throw new Error(`Chromium (${CHROME_PATH}) did not open its debugging port${why}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { port, stop };
}

function keepReport(lhr) {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '_') || '_';
  writeFileSync(join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** One Lighthouse navigation; the figures `npm run bench` targets, and a few that explain them. */
async function audit(lighthouse, url, cookie) {
  const chrome = await startChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      // Chromium listens on 127.0.0.1; `localhost` may resolve to ::1 first.
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : null,
      ...(process.env.BENCH_LIGHTHOUSE_THROTTLING
        ? { throttlingMethod: process.env.BENCH_LIGHTHOUSE_THROTTLING }
        : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    keepReport(lhr);
    const score = lhr.categories.performance.score;
    const a11y = lhr.categories.accessibility?.score ?? null;
    return {
      performance: score === null ? null : Math.round(score * 100),
      accessibility: a11y === null ? null : Math.round(a11y * 100),
      accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      lcp: ms(lhr, 'largest-contentful-paint'),
      tbt: ms(lhr, 'total-blocking-time'),
      cls: ms(lhr, 'cumulative-layout-shift'),
      fcp: ms(lhr, 'first-contentful-paint'),
      speedIndex: ms(lhr, 'speed-index'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.stop();
  }
}

/**
 * Now and then (about one run in thirty here) headless Chromium's trace of the load has no
 * navigation start and Lighthouse gives up on the run (NO_NAVSTART, "Please run Lighthouse
 * again"): such a run is made again, up to twice; any other error ends the measurement.
 */
async function auditAgainIfTraceFailed(lighthouse, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(lighthouse, url, cookie);
    } catch (error) {
      if (attempt >= 3 || !/^NO_NAVSTART\b/.test(error?.message ?? '')) throw error;
      console.error(`lighthouse: ${url}: ${error.message}; running it again`);
    }
  }
}

/** `url`: the server's origin. Resolves to { lighthouse, pages: { '/': {…}, … } }. */
export async function measureLighthouse({ url, runs = RUNS }) {
  const { default: lighthouse } = await import('lighthouse');
  const { headers } = await signUpOverHttp(Number(new URL(url).port), 'lighthouse');
  const pages = {};
  const only = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',');
  for (const page of PAGES.filter(({ path }) => !only || only.includes(path))) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(
        await auditAgainIfTraceFailed(
          lighthouse,
          `${url}${page.path}`,
          page.signedIn && headers.cookie,
        ),
      );
    }
    results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
    pages[page.path] = {
      ...results[Math.floor(results.length / 2)],
      signedIn: page.signedIn,
      scores: results.map((result) => result.performance),
    };
  }
  const { createRequire } = await import('node:module');
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  return { lighthouse: version, chrome: CHROME_PATH, runs, pages };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  let server;
  try {
    server = await serverFromArgs();
    const figures = await measureLighthouse({ url: server.url });
    console.log(`\nLighthouse ${figures.lighthouse}, mobile, ${figures.runs} run(s) per page\n`);
    for (const [path, page] of Object.entries(figures.pages)) {
      console.log(
        `${path.padEnd(16)} performance ${page.performance}, accessibility ${page.accessibility}` +
          (page.accessibilityFailures.length ? ` (${page.accessibilityFailures.join(', ')})` : '') +
          `, LCP ${(page.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${page.tbt.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}` +
          (page.warnings.length ? ` (warnings: ${page.warnings.join('; ')})` : ''),
      );
    }
    if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await server?.close();
  }
}
