// `npm run bench:analytics`: how fast events are queued, in Chromium, by our analytics
// client (src/platform/analytics, a queue in IndexedDB) against amplitude-js 8 (Amplitude's classic
// browser SDK, a queue in localStorage), both bundled into one page by the same Vite in the same
// run. A benchmark, not a test: it prints figures and exits 0 whatever they are; it fails only
// when the page cannot be built (or Chromium cannot run it, which leaves nothing to report).
//
// One run = a fresh browser context (empty storage, service workers blocked) loading the page,
// one client initialised (not timed), then N logEvent calls timed until the events are persisted:
// ours until every returned promise has settled (the row is in IndexedDB), amplitude-js until its
// synchronous calls return (each writes the whole queue to localStorage). Neither sends anything:
// ours gets a transport that never answers (the one upload the §9 threshold starts stays in
// flight), amplitude-js batches with a threshold it never reaches. N defaults to 1000, the saved
// unsent max of both (§9 savedMaxCount), so no event is dropped; BENCH_EVENTS overrides it. The
// ratio depends on N: amplitude-js rewrites its whole queue on every call, so its cost per event
// grows with the queue, while ours adds one row per call.
// `--json`: also print the figures as one `BENCH_JSON {…}` line at the end (for `npm run bench`).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RUNS = 3;
const root = new URL('..', import.meta.url).pathname;
// Whatever the caller's NODE_ENV (a test runner sets `test`), Vite must emit a production build
// (CONTRIBUTING footguns). Set before Vite is imported, below.
process.env.NODE_ENV = 'production';
const tmp = mkdtempSync(join(tmpdir(), 'bench-analytics-'));

// The page: both clients behind `window.bench`. It lives in a temp dir whose node_modules is a
// symlink to ours, so `amplitude-js` resolves to the installed package; `@/` is src/ as in
// vite.config.ts, so our client is the very code the app ships.
const PAGE = `
import amplitude from 'amplitude-js';
import { createAnalyticsClient } from '@/platform/analytics/client';
import { STOCKROOM_WEB_KEY } from '@/platform/analytics/constants';

const properties = (i) => ({ location: '/bench/' + i, position: i });

async function ours(n) {
  const client = createAnalyticsClient({
    apiKey: STOCKROOM_WEB_KEY,
    serverUrl: '',
    transport: () => new Promise(() => {}),
    beacon: null,
  });
  await client.init();
  let errorCallbacks = 0;
  const t0 = performance.now();
  const calls = [];
  for (let i = 0; i < n; i++) {
    calls.push(client.logEvent('bench event', properties(i), undefined, () => errorCallbacks++));
  }
  await Promise.all(calls);
  return { ms: performance.now() - t0, errorCallbacks };
}

async function amplitudeJs(n) {
  const sdk = amplitude.getInstance();
  await new Promise((ready) =>
    sdk.init(STOCKROOM_WEB_KEY, undefined, {
      apiEndpoint: '127.0.0.1:9/analytics',
      forceHttps: false,
      batchEvents: true,
      eventUploadThreshold: Number.MAX_SAFE_INTEGER,
      eventUploadPeriodMillis: 60 * 60 * 1000,
      logLevel: 'DISABLE',
    }, ready),
  );
  let errorCallbacks = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    sdk.logEvent('bench event', properties(i), undefined, () => errorCallbacks++);
  }
  const ms = performance.now() - t0;
  // What it persisted: the unsent queue it keeps in localStorage.
  let stored = 0;
  for (let k = 0; k < localStorage.length; k++) {
    const key = localStorage.key(k);
    if (key.startsWith('amplitude_unsent') && !key.startsWith('amplitude_unsent_identify')) {
      stored += JSON.parse(localStorage.getItem(key)).length;
    }
  }
  return { ms, errorCallbacks, stored };
}

window.bench = { ours, amplitudeJs };
document.body.dataset.ready = 'true';
`;

async function buildPage(outDir) {
  const src = join(tmp, 'src');
  mkdirSync(src);
  symlinkSync(join(root, 'node_modules'), join(src, 'node_modules'), 'dir');
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Bench</title></head>' +
      '<body><script type="module" src="/main.js"></script></body></html>\n',
  );
  writeFileSync(join(src, 'main.js'), PAGE);
  const { build } = await import('vite');
  await build({
    root: src,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@/': join(root, 'src') + '/' } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript' };
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(dir, normalize(path === '/' ? '/index.html' : path));
    let body;
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not a file');
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function trial(browser, url, client) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    const result = await page.evaluate(([name, n]) => window.bench[name](n), [client, EVENTS]);
    if (errors.length) throw new Error(`${client}: page error: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (ms) => (EVENTS / ms) * 1000;
const fmt = (perSecond) => `${Math.round(perSecond).toLocaleString('en-US')}/s`.padStart(10);

const outDir = join(tmp, 'dist');
try {
  await buildPage(outDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}

const server = await serve(outDir);
try {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Keep Chromium off the (closed) network: it otherwise stalls on updates (CONTRIBUTING).
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const clients = [
    { name: 'ours', label: 'ours (IndexedDB)', results: [] },
    { name: 'amplitudeJs', label: 'amplitude-js (localStorage)', results: [] },
  ];
  // One untimed warm-up each, then the runs, alternating which client goes first.
  for (const client of clients) await trial(browser, url, client.name);
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? clients : [...clients].reverse();
    for (const client of order) client.results.push(await trial(browser, url, client.name));
  }
  await browser.close();

  console.log(
    `\nAnalytics enqueue in Chromium: ${EVENTS} logEvent calls until persisted, ` +
      `events per second (fresh context per run, nothing sent)\n`,
  );
  const head = [
    'client'.padEnd(28),
    ...Array.from({ length: RUNS }, (_, i) => `run ${i + 1}`.padStart(10)),
  ];
  console.log([...head, 'median'.padStart(10)].join(' '));
  for (const client of clients) {
    const rates = client.results.map((result) => rate(result.ms));
    client.median = median(rates);
    console.log([client.label.padEnd(28), ...rates.map(fmt), fmt(client.median)].join(' '));
  }
  const [ours, amp] = clients;
  console.log(`\nratio ours/amplitude-js (medians): ${(ours.median / amp.median).toFixed(2)}×`);
  if (process.argv.includes('--json')) {
    const figures = { events: EVENTS, runs: RUNS, ratio: ours.median / amp.median };
    for (const client of clients) {
      figures[client.name] = {
        perSecond: client.results.map((result) => rate(result.ms)),
        median: client.median,
        errorCallbacks: client.results.map((result) => result.errorCallbacks),
      };
    }
    process.on('exit', () => console.log(`BENCH_JSON ${JSON.stringify(figures)}`));
  }
  // Error callbacks: refusals, or (past the saved max of 1000) the oldest events dropped.
  const errors = (client) => client.results.map((result) => result.errorCallbacks).join(', ');
  const stored = amp.results.map((result) => result.stored).join(', ');
  console.log(
    `checks: error callbacks per run: ours ${errors(ours)}, amplitude-js ${errors(amp)}; ` +
      `amplitude-js kept ${stored} of ${EVENTS} events in localStorage`,
  );
} finally {
  server.close();
  rmSync(tmp, { recursive: true, force: true });
}
