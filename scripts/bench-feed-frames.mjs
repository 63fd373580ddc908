// `npm run bench:feed-frames`: dropped frames while scrolling a 10,000-item feed in Chromium. A
// benchmark, not a test: it prints figures and exits 0 whatever they are; it fails only when the
// build, the database, the server or the browser cannot start.
//
// Set-up: a production build of the PWA (DIST_DIR, built there when missing; otherwise into a
// temp dir), the real app serving it on a throwaway PostgreSQL (scripts/bench/api-on-postgres.mjs),
// 10,000 posts written by SQL (scripts/bench/feed-posts.mjs), one reader signed up over HTTP whose
// session cookie goes into the browser. Chromium (Debian's, playwright-core) at a phone viewport
// opens /app/feed?tab=community and:
//   1. loads every page of the feed by scrolling to the end until it says it is caught up, the way
//      a reader would (timed, requests counted);
//   2. scrolls the whole list top to bottom at a steady speed, then stretches of it at a fling's
//      and at reading speed, recording each frame in the page (scripts/bench/frame-scroll.mjs);
//   3. does the same scrolls over a baseline in the same browser: a static page of 10,000 plain
//      divs as tall as the feed, so the figures read as a ratio on whatever machine runs them.
// BENCH_FEED_ITEMS (default 10,000) sets the feed's length; BENCH_SCROLL_FRAMES (default 1,200,
// 20 s at 60 Hz) the length of the top-to-bottom scroll.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiOnPostgres } from './bench/api-on-postgres.mjs';
import { writeFeedPosts } from './bench/feed-posts.mjs';
import { frameFigures, median, printFrameTable, scrollAndRecord } from './bench/frame-scroll.mjs';
import { signUpOverHttp } from './bench/http-load.mjs';

const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 10_000);
const SCROLL_FRAMES = Number(process.env.BENCH_SCROLL_FRAMES ?? 1_200);
/**
 * Two human speeds over 600 frames (10 s at 60 Hz): reading, 30 px a frame (1,800 px/s), and a
 * fling, 150 px a frame (9,000 px/s, about a new row every frame). Top to bottom in 1,200 frames
 * is far faster (about 2,000 px, ten new rows, a frame): dragging the scrollbar, a stress figure.
 */
const READING_PX_PER_FRAME = 30;
const FLING_PX_PER_FRAME = 150;
const STRETCH_FRAMES = 600;
const FEED_PATH = '/app/feed?tab=community';
const LIST = '[data-testid="feed-list"]';
const root = new URL('..', import.meta.url).pathname;

await main();

async function main() {
  const pg = (await import('pg')).default;
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } = await import('../tests/support/browser.ts');
  let bench;
  let browser;
  let builtHere = null;
  try {
    const distDir = process.env.DIST_DIR ?? (builtHere = mkdtempSync(join(tmpdir(), 'bench-ff-')));
    if (!existsSync(join(distDir, 'index.html'))) build(distDir);
    bench = await startApiOnPostgres({ distDir });
    const url = `http://127.0.0.1:${bench.appPort}`;
    const reader = await signUpOverHttp(bench.appPort, 0);
    const client = new pg.Client({ connectionString: bench.postgresUrl });
    await client.connect();
    await writeFeedPosts(client, { posts: ITEMS, authors: 200 });
    await client.end();

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.addCookies(
      reader.headers.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url };
      }),
    );
    const page = await context.newPage();
    const tools = await devtools(context, page);

    const loading = await loadWholeFeed(page, url);
    console.log(
      `\nLoaded ${loading.items.toLocaleString('en-US')} items in ${(loading.ms / 1000).toFixed(1)} s ` +
        `over ${loading.requests} feed requests (${(loading.ms / loading.requests).toFixed(0)} ms each, ` +
        `statuses ${JSON.stringify(loading.statuses)}); the list is ` +
        `${loading.height.toLocaleString('en-US')} px tall`,
    );
    const listTop = await page.locator(LIST).evaluate((list) => list.offsetTop);
    const wholePx = Math.ceil(loading.height / SCROLL_FRAMES);
    const scrolls = [
      { name: 'top to bottom', from: 0, pxPerFrame: wholePx, maxFrames: SCROLL_FRAMES * 2 },
      {
        name: 'fling, from a quarter down',
        from: Math.round(listTop + loading.height / 4),
        pxPerFrame: FLING_PX_PER_FRAME,
        maxFrames: STRETCH_FRAMES,
      },
      {
        name: 'reading speed, mid-list',
        from: Math.round(listTop + loading.height / 2),
        pxPerFrame: READING_PX_PER_FRAME,
        maxFrames: STRETCH_FRAMES,
      },
    ];
    const app = [];
    for (const scroll of scrolls) {
      app.push(await measure(page, tools, { ...scroll, listSelector: LIST }));
    }

    // The baseline: the same height, the same scrolls, nothing but static divs.
    const plain = await context.newPage();
    await plain.setContent(baselineHtml(ITEMS, loading.height / ITEMS, listTop));
    const plainTools = await devtools(context, plain);
    const base = [];
    for (const scroll of scrolls) {
      base.push(await measure(plain, plainTools, { ...scroll, listSelector: '#list' }));
    }

    const interval = median(base.flatMap((row) => row.result.gaps));
    const rows = [];
    scrolls.forEach((scroll, i) => {
      const label = `${scroll.name} (${scroll.pxPerFrame} px/frame)`;
      rows.push(row(`feed: ${label}`, app[i], interval));
      rows.push(row(`baseline: ${label}`, base[i], interval));
    });
    console.log(
      `\nSteady scrolls in Chromium at ${PHONE.width}×${PHONE.height} (phone), software ` +
        `rendering; frame interval ${interval.toFixed(1)} ms (the baseline's median); dropped = ` +
        `frames over 1.5 intervals; LoAF = ${app[0].result.longKind ?? 'no long-frame API'} ` +
        `entries; main/f and JS/f = the renderer main thread's busy time and script time a frame\n`,
    );
    printFrameTable(rows);
    console.log('');
    scrolls.forEach((scroll, i) => {
      const [feed, baseline] = [rows[2 * i], rows[2 * i + 1]];
      console.log(
        `${scroll.name}: ${feed.droppedPct.toFixed(1)}% of frames dropped against ` +
          `${baseline.droppedPct.toFixed(1)}% for the baseline; main thread ` +
          `${feed.taskMs.toFixed(1)} ms a frame (${feed.scriptMs.toFixed(1)} ms script) against ` +
          `${baseline.taskMs.toFixed(1)} ms; ${feed.rows} rows ` +
          `(${feed.listNodes} elements) in the list's DOM at most, for ${loading.items} items`,
      );
    });
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => {});
    await bench?.close();
    if (builtHere) rmSync(builtHere, { recursive: true, force: true });
  }
}

function build(distDir) {
  console.log(`Building the PWA into ${distDir} (scripts/build.mjs)…`);
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), distDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
}

/** Scrolls to the end until the feed says it is caught up: every page, loaded as a reader would. */
async function loadWholeFeed(page, url) {
  let requests = 0;
  const statuses = {};
  page.on('response', (response) => {
    if (!response.url().includes('/api/v1/feeds/community')) return;
    requests++;
    statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
  });
  const started = performance.now();
  await page.goto(`${url}${FEED_PATH}`);
  await page.waitForSelector(`${LIST}[data-item-count]`, { timeout: 60_000 });
  for (;;) {
    const state = await page.evaluate(feedState, LIST);
    if (state.caughtUp) break;
    if (state.failed) throw new Error('the feed could not load a page');
    await page.waitForFunction(
      ([selector, before]) => {
        const list = document.querySelector(selector);
        window.scrollTo(0, document.documentElement.scrollHeight);
        return (
          Number(list?.getAttribute('data-item-count')) > before ||
          [...document.querySelectorAll('p')].some(
            (p) => p.textContent === 'You are all caught up.',
          )
        );
      },
      [LIST, state.items],
      { timeout: 30_000, polling: 'raf' },
    );
  }
  const ms = performance.now() - started;
  const { items, height } = await page.evaluate(feedState, LIST);
  return { ms, requests, statuses, items, height };
}

// In the page: how far the feed has got.
function feedState(selector) {
  const list = document.querySelector(selector);
  window.scrollTo(0, document.documentElement.scrollHeight);
  return {
    items: Number(list.getAttribute('data-item-count')),
    height: list.offsetHeight,
    caughtUp: [...document.querySelectorAll('p')].some(
      (p) => p.textContent === 'You are all caught up.',
    ),
    failed: [...document.querySelectorAll('button')].some((b) => b.textContent === 'Try again'),
  };
}

/** 10,000 static divs of the feed rows' average height below a header as tall as the feed's. */
function baselineHtml(items, rowHeight, top) {
  const rows = Array.from(
    { length: items },
    (_, i) => `<div style="height:${rowHeight}px">Plain row ${i + 1}</div>`,
  ).join('');
  return (
    '<!doctype html><html><head><meta name="viewport" content="width=device-width">' +
    '<style>body{margin:0;font:16px system-ui}</style></head><body>' +
    `<div style="height:${top}px"></div><div id="list">${rows}</div></body></html>`
  );
}

/**
 * Over the DevTools protocol: the page's JS heap in use after a garbage collection, and the
 * renderer main thread's busy time so far (seconds of tasks and of script): what a frame costs in
 * work, which a loaded machine inflates less than it inflates the frame gaps.
 */
async function devtools(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    heap: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    busy: async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return { task: value('TaskDuration'), script: value('ScriptDuration') };
    },
  };
}

async function measure(page, tools, scroll) {
  const before = await tools.busy();
  const result = await scrollAndRecord(page, scroll);
  const after = await tools.busy();
  const perFrame = (seconds) => (1000 * seconds) / Math.max(1, result.gaps.length);
  return {
    ...scroll,
    result,
    taskMs: perFrame(after.task - before.task),
    scriptMs: perFrame(after.script - before.script),
    heapBytes: await tools.heap(),
  };
}

function row(label, measured, interval) {
  const { result, heapBytes, taskMs, scriptMs } = measured;
  return {
    label,
    ...frameFigures(result, interval),
    taskMs,
    scriptMs,
    listNodes: result.listNodes,
    rows: result.rows,
    documentNodes: result.documentNodes,
    heapBytes,
  };
}
