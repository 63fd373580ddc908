// Bundle-size budgets, checked in `npm test`: the gzip size of what each entry loads
// before it can run, read from the build itself, so the figures are the same on every machine and
// a regression fails `npm test` with the chunk that grew. Transfer figures measured in Chromium
// against a bare React page stay in `npm run bench:js` (a ratio, machine-independent too, but it
// builds twice and needs a browser).
//
// Usage: node scripts/check-bundle-budgets.mjs [distDir]   (default: dist)
// What a page loads: the module script of index.html and every chunk it imports statically,
// transitively (`import … from "./x.js"`, `import "./x.js"`), plus the lazy chunks that page
// requests at once (its screen, the analytics start), found by the module names Vite gives them.
// Chunk names carry a content hash, and every build's id (scripts/build.mjs, shown in Settings)
// changes some chunk and so the hashes of those that import it: each hash is read as one derived
// from the chunk's name alone (as random to gzip as a real one, so the figure stays what a browser
// fetches), and one commit measures the same whatever minute it was built in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const KIB = 1024;

/**
 * The budgets, in gzip bytes. `/`: the marketing entry, held to what keeps it within 1.6× of a
 * bare React page (66.4 KiB gzip for the bare page, so about 106 KiB). `/app`: the
 * app shell a signed-in member waits for (entry, app chrome, dashboard): 181 KiB, raised from 166
 * for the query cache (docs/decisions/0005-query-cache-in-the-app-shell.md), by 1 for the
 * header's notification bell, which hands a device's push subscription back at each start (its
 * code loads only then), and by 1 for the conversation on the post cards (their reply count and
 * `$AAPL` / `@handle` links, and the idea page's route): the bundler keeps the cards, which the
 * feed, profiles and the security page share, in a chunk the shell loads for the thought drafts'
 * sync; the conversation itself (lazy.ts LazyReplyThread) is a chunk of its own. 181 since the
 * membership plan's struct is a module of its own, shared with the marketing home's pricing (the
 * shell carries the payments contract, which uses it), and the marketing header offers a signed-in
 * visitor "Open the app" (the marketing frame is in the entry, which the shell loads too). 182
 * since home and the portfolio paint the figures the device kept from the member's last visit
 * while the fresh ones are on their way, saying when they are from (platform/api kept-answer.ts,
 * platform/queries paintLastAnswer; the cache reading is a chunk of its own). Both 1 KiB lower
 * (105 and 181) since workbox-window, which registers the service worker after the page has
 * loaded, is a chunk of its own (2 KiB), beside the hand-over of the requests the page's HTML
 * starts (platform/network/early-answers.ts). 169 since the chrome and home are one chunk
 * (build/app-shell-chunk.ts): 47 files became 15, and compressed together they are 180.2 →
 * 167.6 KiB.
 * A lazy chunk: no screen may pull in a giant on its own (the largest today is Sentry's,
 * loaded only with SENTRY_DSN set).
 */
export const BUDGETS = {
  entry: { label: '/ (entry, analytics start, splash page)', bytes: 105 * KIB },
  appShell: { label: '/app shell (entry, AppArea, dashboard)', bytes: 169 * KIB },
  chunk: { label: 'largest single chunk', bytes: 160 * KIB },
};

const STATIC_IMPORT =
  /(?:^|[;}\s])import\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+[\w$]+\s+from\s*|[\w$]+\s+from\s*)?["']\.\/([^"']+\.js)["']/g;

const HASHED_NAME = /([\w$]+)-[\w-]{8}(?=\.js\b)/g;

/** `source` with each chunk hash replaced by one that depends only on the chunk's name. */
export function withStableHashes(source) {
  return source.replace(
    HASHED_NAME,
    (_, name) => `${name}-${createHash('sha256').update(name).digest('base64url').slice(0, 8)}`,
  );
}

export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/** Every chunk `start` loads before it runs, itself included (file names under assets/). */
export function closure(assets, start, read) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(read(join(assets, file))));
  }
  return seen;
}

export function measure(distDir) {
  const assets = join(distDir, 'assets');
  const cache = new Map();
  const read = (path) => {
    if (!cache.has(path)) cache.set(path, readFileSync(path, 'utf8'));
    return cache.get(path);
  };
  const gzip = (files) =>
    [...files].reduce(
      (sum, file) =>
        sum + gzipSync(withStableHashes(read(join(assets, file))), { level: 9 }).length,
      0,
    );
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`${distDir}/index.html has no module script`);
  const js = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const named = (prefix) => {
    const file = js.find((name) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(name));
    if (!file) throw new Error(`no ${prefix}-*.js chunk in ${assets}`);
    return file;
  };
  const bootFiles = closure(assets, entry, read);
  // What main.tsx and the route table request at once on `/` (npm run bench:js lists the same).
  const entryFiles = new Set([
    ...bootFiles,
    ...closure(assets, named('start'), read),
    ...closure(assets, named('SplashPage'), read),
  ]);
  const shellFiles = new Set([
    ...bootFiles,
    ...closure(assets, named('start'), read),
    // The app chrome and home, one chunk (build/app-shell-chunk.ts).
    ...closure(assets, named('app-shell'), read),
  ]);
  // The part of `/` below its first screen, whose code loads as it nears the screen
  // (marketing/when-visible.tsx): not what `/` loads before it runs, so outside its budget, and
  // printed beside it.
  const later = [...closure(assets, named('SplashMore'), read)].filter(
    (file) => !entryFiles.has(file),
  );
  const sizes = js.map((file) => [file, gzip([file])]).sort((a, b) => b[1] - a[1]);
  return {
    splashBelowFold: { bytes: gzip(later), files: later.length },
    entry: { bytes: gzip(entryFiles), files: entryFiles.size },
    appShell: { bytes: gzip(shellFiles), files: shellFiles.size },
    chunk: { bytes: sizes[0][1], files: 1, name: sizes[0][0] },
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir} has no build: run npm run build first`);
    process.exit(2);
  }
  const figures = measure(distDir);
  let over = 0;
  console.log('Bundle budgets (gzip, level 9)');
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const figure = figures[key];
    const ok = figure.bytes <= budget.bytes;
    if (!ok) over += 1;
    const what = figure.name ? ` (${figure.name})` : ` (${figure.files} files)`;
    console.log(
      `${ok ? '✓' : '✗'} ${budget.label.padEnd(40)} ${(figure.bytes / KIB).toFixed(1).padStart(7)} KiB of ${(budget.bytes / KIB).toFixed(1)} KiB${what}`,
    );
  }
  const later = figures.splashBelowFold;
  console.log(
    `  / below its first screen, loaded as it nears: ${(later.bytes / KIB).toFixed(1)} KiB (${later.files} files, no budget)`,
  );
  process.exit(over ? 1 : 0);
}
