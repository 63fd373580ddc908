// `npm run bench`: every benchmark in one run, one table of figures beside
// their targets, and bench/results.json. A benchmark, not a test: it exits 0 whatever the figures,
// and each group fails soft (its rows say "not measured: <reason>", the other groups still run).
//
// Groups, in the order they run (the machine should be otherwise idle; they never run at once):
//   bundle      a production build (scripts/build.mjs) and its gzip sizes, read by
//               scripts/check-bundle-budgets.mjs `measure()`: the /app shell (target ≤ 170 KB)
//   lighthouse  Lighthouse 12.8.2, mobile, on that build served by server/main.ts (a throwaway
//               PGlite data dir): `/`, `/app`, `/app/portfolio` (scripts/bench/lighthouse.mjs)
//   offline     warm offline start of /app, the service worker serving
//               (scripts/bench/offline-start.mjs)
//   js          JS transferred for `/` against a bare React page (scripts/bench-js-transfer.mjs)
//   amplitude   analytics events enqueued per second, ours against amplitude-js
//               (scripts/bench-analytics-enqueue.mjs)
//   fastify     requests per second and p99 at 100 connections on PostgreSQL beside bare Fastify
//               routes in the same run: GET /api/v1/util/csrf and the feeds
//               (scripts/bench-feed.mjs), order placement (scripts/bench-orders.mjs); both start
//               their own PostgreSQL. The load comes from scripts/bench/http-load.mjs (keep-alive
//               connections in a worker thread, each sending its next request when the last is
//               answered: what autocannon does, without another dependency)
//
// Each benchmark runs as a child process (`--json`: it ends with one `BENCH_JSON {…}` line), so a
// crash stays in its group; its whole output goes to a log file named in the error.
//
// Usage: npm run bench [-- [--quick | --only lighthouse,offline] [--verbose] [--out file]]
//   --quick    skips the slow groups (lighthouse, fastify)
//   --only     runs the named groups only
//   --verbose  streams every benchmark's own output to stderr
//   --out      where to write the results; default bench/results.json for a full run, nowhere for
//              --quick or --only (so a partial run never replaces the committed full results)
// Environment: BENCH_SECONDS (load length per scenario, default 10), BENCH_CONNECTIONS (default
// 100), BENCH_POSTS, BENCH_EVENTS, BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_OFFLINE_RUNS,
// CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { argValue, buildDist, CHROME_PATH, startAppServer } from './bench/app-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const GROUPS = ['bundle', 'lighthouse', 'offline', 'js', 'amplitude', 'fastify'];
const SLOW = new Set(['lighthouse', 'fastify']);
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const VERBOSE = args.includes('--verbose');
const ONLY = argValue('--only')
  ?.split(',')
  .map((name) => name.trim());
const OUT = argValue('--out') ?? (QUICK || ONLY ? null : 'bench/results.json');
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '100';
// Lighthouse's scores move with machine load: the median of 3 runs per page.
const LIGHTHOUSE_RUNS = process.env.BENCH_LIGHTHOUSE_RUNS ?? '3';

// The targets the figures are measured against.
const TARGET = {
  jsRatio: 1.6,
  appShellBytes: 170_000,
  performance: 95,
  lcpMs: 1500,
  cls: 0.05,
  // The signed-in reads: each at least a fifth of the bare route, p99 at most 50 ms; order
  // placement across 100 accounts at least 0.05×, p99 at most 150 ms (README "Performance").
  read: { ratio: 0.2, p99Ms: 50 },
  order: { ratio: 0.05, p99Ms: 150 },
  signedOut: { p99Ms: 50 },
};

if (ONLY) {
  const unknown = ONLY.filter((name) => !GROUPS.includes(name));
  if (unknown.length) {
    console.error(`unknown group(s): ${unknown.join(', ')} (groups: ${GROUPS.join(', ')})`);
    process.exit(2);
  }
}
const selected = GROUPS.filter((name) => (ONLY ? ONLY.includes(name) : !(QUICK && SLOW.has(name))));

const tmp = mkdtempSync(join(tmpdir(), 'stockroom-bench-'));
const children = new Set();
let server = null;

async function cleanUp() {
  for (const child of children) killGroup(child);
  await server?.stop().catch(() => {});
  server = null;
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmarks`);
    cleanUp().finally(() => process.exit(130));
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs one benchmark script with `--json` and resolves to the figures of its `BENCH_JSON` line.
 * Its output goes to a log file (and to stderr with --verbose).
 */
function runScript(group, script, { tsx = false, extraArgs = [], env = {}, timeoutMs }) {
  const log = join(tmpdir(), `stockroom-bench-${group}.log`);
  const out = createWriteStream(log);
  return new Promise((resolvePromise, reject) => {
    const nodeArgs = [...(tsx ? ['--import', 'tsx'] : []), join(root, script), ...extraArgs];
    const child = spawn(process.execPath, [...nodeArgs, '--json'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    let json = null;
    let lastError = '';
    let firstError = '';
    const pending = { false: '', true: '' };
    const onLine = (line, isError) => {
      if (line.startsWith('BENCH_JSON ')) json = line.slice('BENCH_JSON '.length);
      // The message, not the stack frames under it.
      else if (isError && line.trim() && !/^\s+at\s/.test(line)) {
        lastError = line.trim();
        if (!firstError && /Error\b/.test(line)) firstError = lastError;
      }
    };
    const feed = (isError) => (chunk) => {
      out.write(chunk);
      if (VERBOSE) process.stderr.write(chunk);
      const lines = (pending[isError] + chunk.toString()).split('\n');
      pending[isError] = lines.pop();
      for (const line of lines) onLine(line, isError);
    };
    child.stdout.on('data', feed(false));
    child.stderr.on('data', feed(true));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      for (const isError of [false, true]) if (pending[isError]) onLine(pending[isError], isError);
      out.end();
      if (json !== null) {
        try {
          resolvePromise(JSON.parse(json));
          return;
        } catch {
          // falls through to the error below
        }
      }
      const why = timedOut ? `timed out after ${timeoutMs / 1000} s` : `exit ${code}`;
      const message = firstError || lastError;
      reject(new Error(`${script} ${why} (log ${log})${message ? `: ${message}` : ''}`));
    });
  });
}

// Shared by bundle, lighthouse and offline: one production build, one server over it.
let distPromise = null;
function ensureDist() {
  distPromise ??= Promise.resolve().then(() => {
    const dir = join(tmp, 'dist');
    buildDist(dir);
    return dir;
  });
  return distPromise;
}
async function ensureServer() {
  server ??= await startAppServer({ distDir: await ensureDist() });
  return server;
}

// ---------------------------------------------------------------------------------------------
// Formatting

const KIB = 1024;
const fmtInt = (value) => Math.round(value).toLocaleString('en-US');
const fmtMs = (value) => (value === null || value === undefined ? 'n/a' : `${fmtInt(value)} ms`);
const verdict = (ok) => (ok === undefined ? '' : ok ? '✓' : '✗');
// A failure's message can be long (a server's output): the table shows its start, the group's
// `error` in results.json all of it.
const MAX_VALUE = 140;
const row = (group, figure, value, target = '—', ok = undefined) => ({
  group,
  figure,
  value: value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value,
  target,
  verdict: verdict(ok),
});

// ---------------------------------------------------------------------------------------------
// Groups: each resolves to { figures (for results.json), rows (for the table) }

async function bundleGroup() {
  const distDir = await ensureDist();
  const { BUDGETS, measure } = await import('./check-bundle-budgets.mjs');
  const figures = measure(distDir);
  const { appShell, entry, chunk } = figures;
  const rows = [
    row(
      'bundle',
      'app shell (/app: entry, AppArea, dashboard), gzip',
      `${(appShell.bytes / 1000).toFixed(1)} KB (${appShell.files} files)`,
      `≤ ${TARGET.appShellBytes / 1000} KB`,
      appShell.bytes <= TARGET.appShellBytes,
    ),
    row(
      'bundle',
      '/ at once (entry, analytics start, splash), gzip',
      `${(entry.bytes / KIB).toFixed(1)} KiB (${entry.files} files)`,
      `≤ ${BUDGETS.entry.bytes / KIB} KiB (npm test budget)`,
      entry.bytes <= BUDGETS.entry.bytes,
    ),
    row(
      'bundle',
      `largest chunk, gzip (${chunk.name})`,
      `${(chunk.bytes / KIB).toFixed(1)} KiB`,
      `≤ ${BUDGETS.chunk.bytes / KIB} KiB (npm test budget)`,
      chunk.bytes <= BUDGETS.chunk.bytes,
    ),
  ];
  const budgets = Object.fromEntries(Object.entries(BUDGETS).map(([k, v]) => [k, v.bytes]));
  return {
    figures: { ...figures, budgets, appShellTarget: TARGET.appShellBytes, gzipLevel: 9 },
    rows,
  };
}

async function lighthouseGroup() {
  const { url } = await ensureServer();
  const figures = await runScript('lighthouse', 'scripts/bench/lighthouse.mjs', {
    extraArgs: ['--url', url],
    env: { CHROME_PATH, BENCH_LIGHTHOUSE_RUNS: LIGHTHOUSE_RUNS },
    timeoutMs: 15 * 60_000,
  });
  const rows = [];
  for (const [path, page] of Object.entries(figures.pages)) {
    const who = page.signedIn ? `${path} (signed in)` : path;
    rows.push(
      row(
        'lighthouse',
        `${who} performance score`,
        page.scores.length > 1
          ? `${page.performance} (median of ${page.scores.join(', ')})`
          : String(page.performance),
        `≥ ${TARGET.performance}`,
        page.performance >= TARGET.performance,
      ),
      row(
        'lighthouse',
        `${who} LCP`,
        `${(page.lcp / 1000).toFixed(2)} s`,
        `≤ ${TARGET.lcpMs / 1000} s`,
        page.lcp <= TARGET.lcpMs,
      ),
      row('lighthouse', `${who} TBT`, fmtMs(page.tbt)),
      row(
        'lighthouse',
        `${who} CLS`,
        page.cls.toFixed(3),
        `≤ ${TARGET.cls}`,
        page.cls <= TARGET.cls,
      ),
    );
  }
  return { figures, rows };
}

async function offlineGroup() {
  const { url } = await ensureServer();
  const figures = await runScript('offline', 'scripts/bench/offline-start.mjs', {
    extraArgs: ['--url', url],
    env: { CHROME_PATH },
    timeoutMs: 5 * 60_000,
  });
  const runs = `median of ${figures.runs.length}`;
  const rows = [
    row(
      'offline',
      'warm offline start of /app: first contentful paint',
      `${fmtMs(figures.median.fcp)} (${runs})`,
    ),
    row(
      'offline',
      'warm offline start of /app: dashboard visible',
      `${fmtMs(figures.median.landmark)} (${runs})`,
    ),
  ];
  return { figures, rows };
}

async function jsGroup() {
  const figures = await runScript('js', 'scripts/bench-js-transfer.mjs', {
    timeoutMs: 15 * 60_000,
  });
  const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
  const rows = [
    row(
      'js',
      'JS transferred for / against a bare React page',
      `${figures.ratio.toFixed(2)}× (${kib(figures.app.transferred)} / ${kib(figures.bare.transferred)})`,
      `≤ ${TARGET.jsRatio}×`,
      figures.ratio <= TARGET.jsRatio,
    ),
  ];
  return { figures, rows };
}

async function amplitudeGroup() {
  const figures = await runScript('amplitude', 'scripts/bench-analytics-enqueue.mjs', {
    timeoutMs: 15 * 60_000,
  });
  const perSecond = (client) => `${fmtInt(client.median)} events/s (median of ${figures.runs})`;
  const rows = [
    row(
      'amplitude',
      `events enqueued, ours (IndexedDB), ${figures.events} events`,
      perSecond(figures.ours),
    ),
    row(
      'amplitude',
      'events enqueued, amplitude-js 8 (localStorage)',
      perSecond(figures.amplitudeJs),
    ),
    row('amplitude', 'ours / amplitude-js, same page', `${figures.ratio.toFixed(2)}×`),
  ];
  return { figures, rows };
}

async function fastifyGroup() {
  const env = { BENCH_CONNECTIONS: CONNECTIONS };
  const figures = { connections: Number(CONNECTIONS) };
  const rows = [];
  const rate = (scenario, bare) =>
    `${fmtInt(scenario.perSecond)} req/s (${(scenario.perSecond / bare.perSecond).toFixed(2)}× bare)`;
  const p99 = (scenario) => `${scenario.p99.toFixed(1)} ms (p50 ${scenario.p50.toFixed(1)} ms)`;
  const statuses = (scenario) => {
    const bad = Object.entries(scenario.statuses).filter(([status]) => !/^2\d\d$/.test(status));
    return bad.length ? `; non-2xx: ${bad.map(([s, n]) => `${s}×${n}`).join(', ')}` : '';
  };
  // A named route: its rate against the bare route and its p99, each against `target` (a rate
  // target only where the route has one).
  const named = (label, scenario, bare, target) => {
    const ratio = scenario.perSecond / bare.perSecond;
    rows.push(
      row(
        'fastify',
        `${label}: req/s`,
        rate(scenario, bare) + statuses(scenario),
        target.ratio === undefined ? '—' : `≥ ${target.ratio}× bare`,
        target.ratio === undefined ? undefined : ratio >= target.ratio,
      ),
      row(
        'fastify',
        `${label}: p99`,
        p99(scenario),
        `≤ ${target.p99Ms} ms`,
        scenario.p99 <= target.p99Ms,
      ),
    );
    return { ...scenario, ratio, bare: bare.label };
  };
  const extra = (label, scenario, bare) =>
    rows.push(row('fastify', label, `${rate(scenario, bare)}, p99 ${scenario.p99.toFixed(1)} ms`));
  const routes = {};

  try {
    const feed = await runScript('fastify-feed', 'scripts/bench-feed.mjs', {
      tsx: true,
      env,
      timeoutMs: 20 * 60_000,
    });
    figures.feed = feed;
    const [bare, ...rest] = feed.scenarios;
    const find = (path) => rest.find((scenario) => scenario.path.startsWith(path));
    const csrf = find('/api/v1/util/csrf');
    const byLabel = (label) => rest.find((scenario) => scenario.label === label);
    // The reads with a target, by their bench-feed.mjs labels; the rest are printed as they are.
    const reads = {
      me: ['signed-in GET /me', byLabel('signed-in GET /me')],
      feedRead: [
        `feed read (community, first page, ${feed.posts} posts)`,
        byLabel('community feed, first page'),
      ],
      activity: ['activity feed (50 followed)', byLabel('activity feed (50 followed)')],
      prosAndCons: ["a security's pros and cons", byLabel('security pros and cons')],
      portfolio: ['GET /api/v1/portfolio (3 positions)', byLabel('portfolio (3 positions)')],
    };
    rows.push(
      row(
        'fastify',
        `bare Fastify GET (feed run)`,
        `${fmtInt(bare.perSecond)} req/s, p99 ${bare.p99.toFixed(1)} ms`,
      ),
    );
    if (csrf)
      routes.csrf = named('GET /api/v1/util/csrf (signed out)', csrf, bare, TARGET.signedOut);
    for (const [key, [label, scenario]] of Object.entries(reads)) {
      if (scenario) routes[key] = named(label, scenario, bare, TARGET.read);
    }
    const withTargets = new Set([csrf, ...Object.values(reads).map(([, scenario]) => scenario)]);
    for (const scenario of rest) {
      if (!withTargets.has(scenario)) extra(scenario.label, scenario, bare);
    }
  } catch (error) {
    figures.feed = { error: error.message };
    rows.push(
      row('fastify', 'GET /api/v1/util/csrf and feed read', `not measured: ${error.message}`),
    );
  }

  try {
    const orders = await runScript('fastify-orders', 'scripts/bench-orders.mjs', {
      tsx: true,
      env,
      timeoutMs: 20 * 60_000,
    });
    figures.orders = orders;
    const [bare, many, ...rest] = orders.scenarios;
    rows.push(
      row(
        'fastify',
        'bare Fastify POST (orders run)',
        `${fmtInt(bare.perSecond)} req/s, p99 ${bare.p99.toFixed(1)} ms`,
      ),
    );
    routes.orderPlacement = named(
      `order placement (POST /api/v1/orders, ${orders.connections} accounts)`,
      many,
      bare,
      TARGET.order,
    );
    for (const scenario of rest) extra(scenario.label, scenario, bare);
  } catch (error) {
    figures.orders = { error: error.message };
    rows.push(row('fastify', 'order placement', `not measured: ${error.message}`));
  }
  figures.routes = routes;
  if (figures.feed.error && figures.orders.error) throw new Error(figures.feed.error);
  return { figures, rows };
}

const RUNNERS = {
  bundle: bundleGroup,
  lighthouse: lighthouseGroup,
  offline: offlineGroup,
  js: jsGroup,
  amplitude: amplitudeGroup,
  fastify: fastifyGroup,
};
const NOT_MEASURED_ROW = {
  bundle: 'app shell gzip',
  lighthouse: '/, /app, /app/portfolio',
  offline: 'warm offline start of /app',
  js: 'JS transferred for / against a bare React page',
  amplitude: 'events enqueued, ours against amplitude-js',
  fastify: 'csrf, the signed-in reads, order placement at 100 connections',
};

// ---------------------------------------------------------------------------------------------
// The run

function chromiumVersion() {
  const result = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? result.stdout.trim() : null;
}

function printTable(rows) {
  const headings = {
    group: 'group',
    figure: 'figure',
    value: 'value',
    target: 'target',
    verdict: '',
  };
  const keys = Object.keys(headings);
  const width = Object.fromEntries(
    keys.map((key) => [key, Math.max(...[headings, ...rows].map((r) => r[key].length))]),
  );
  const line = (r) =>
    keys
      .map((key) => r[key].padEnd(width[key]))
      .join('  ')
      .trimEnd();
  console.log(line(headings));
  console.log(
    keys
      .map((key) => '─'.repeat(width[key]))
      .join('  ')
      .trimEnd(),
  );
  let previous = null;
  for (const r of rows) {
    if (previous !== null && r.group !== previous) console.log('');
    console.log(line(r));
    previous = r.group;
  }
}

async function writeResults(path, results) {
  let text = `${JSON.stringify(results, null, 2)}\n`;
  try {
    // The file is committed, and `npm test` checks every file's formatting.
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(path)) ?? {};
    text = await prettier.format(text, { ...options, parser: 'json' });
  } catch {
    // unformatted JSON is still JSON
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const started = Date.now();
const results = {
  run: {
    date: new Date().toISOString(),
    quick: QUICK,
    groups: selected,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    chromium: chromiumVersion(),
    connections: Number(CONNECTIONS),
    loadSecondsPerScenario: Number(process.env.BENCH_SECONDS ?? 10),
    lighthouseRunsPerPage: Number(LIGHTHOUSE_RUNS),
    targets: TARGET,
  },
};
const rows = [];
try {
  for (const group of GROUPS) {
    if (!selected.includes(group)) {
      results[group] = { skipped: QUICK ? '--quick' : '--only' };
      rows.push(row(group, NOT_MEASURED_ROW[group], `skipped (${results[group].skipped})`));
      continue;
    }
    // The app server is idle load on the machine: stop it once the browser groups are done.
    if (!['lighthouse', 'offline'].includes(group) && server) {
      await server.stop().catch(() => {});
      server = null;
    }
    const groupStarted = Date.now();
    process.stderr.write(`bench: ${group}…`);
    try {
      const { figures, rows: groupRows } = await RUNNERS[group]();
      results[group] = { ...figures, seconds: Math.round((Date.now() - groupStarted) / 1000) };
      rows.push(...groupRows);
      process.stderr.write(` done in ${results[group].seconds} s\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results[group] = { error: message, seconds: Math.round((Date.now() - groupStarted) / 1000) };
      rows.push(row(group, NOT_MEASURED_ROW[group], `not measured: ${message}`));
      process.stderr.write(` failed: ${message}\n`);
    }
  }
} finally {
  await cleanUp();
}
results.run.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
results.run.durationSeconds = Math.round((Date.now() - started) / 1000);
results.table = rows;

console.log(
  `\nnpm run bench: ${new Date().toISOString().slice(0, 16)}Z, ${results.run.cpus} CPUs, ` +
    `load ${results.run.loadAverageAtStart.join(' ')} → ${results.run.loadAverageAtEnd.join(' ')}, ` +
    `${results.run.durationSeconds} s (✓ meets the target, ✗ misses it, — no target)\n`,
);
printTable(rows);
if (OUT) {
  const path = resolve(root, OUT);
  await writeResults(path, results);
  console.log(`\nWrote ${OUT}`);
} else {
  console.log('\n(--quick / --only: bench/results.json left as it was; --out <file> writes one)');
}
process.exitCode = 0;
