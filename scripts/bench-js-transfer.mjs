// `npm run bench:js`: how much JavaScript `/` transfers, against a bare React page
// built by the same Vite in the same run. Target: at most 1.6×. A benchmark, not a test: it prints
// figures and exits 0 whatever the ratio; it fails only when a build fails (or Chromium cannot
// load the page at all, which leaves nothing to report).
//
// Measured in real Chromium (Debian's, via playwright-core) so lazy chunks that `/` pulls in count,
// and chunks that `/` never loads do not. "Transferred" is what DevTools calls it: for every
// JavaScript response, `request.sizes()` responseBodySize (the gzipped body on the wire) plus
// responseHeadersSize. Both builds are served by the same tiny gzip server, so headers are alike.
// `--json`: also print the figures as one `BENCH_JSON {…}` line at the end (for `npm run bench`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET = 1.6;
const root = new URL('..', import.meta.url).pathname;
// Whatever the caller's NODE_ENV (a test runner sets `test`), Vite must emit a production build:
// otherwise React's development runtime lands in the bundle and the figures mean nothing. Set it
// before Vite is imported (dynamically, below) as well as for the spawned CLI build.
process.env.NODE_ENV = 'production';
const tmp = mkdtempSync(join(tmpdir(), 'bench-js-'));

// 1. The real app, exactly as `npm start` builds it (vite.config.ts, plugins and all).
function buildApp(outDir) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const args = ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`app build failed (exit ${result.status})`);
}

// 2. The baseline: one <h1> rendered by React 19 with @vitejs/plugin-react, nothing else. The
// sources live in a temp dir whose node_modules is a symlink to ours, so `react` resolves to the
// very same package files (Vite follows the symlink to the real path) with the same conditions.
async function buildBare(outDir) {
  const src = join(tmp, 'bare-src');
  mkdirSync(src);
  symlinkSync(join(root, 'node_modules'), join(src, 'node_modules'), 'dir');
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(src, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: src,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

// 3. A static server like production's: gzip on every response, SPA routes answered with
// index.html, and a stub for the one API call the app makes at boot (/api/v1/util/csrf) so the
// page settles instead of retrying. The stub is JSON and never counted.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let body;
    let type;
    if (path.startsWith('/api/')) {
      body = Buffer.from(JSON.stringify({ is_signed_in: false, csrf_token: 'x' }));
      type = 'application/json';
    } else {
      let file = join(dir, normalize(path));
      const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
      if (!isFile && extname(path)) {
        res.writeHead(404).end();
        return;
      }
      if (!isFile) file = join(dir, 'index.html'); // SPA fallback: `/`, `/portfolio`, …
      body = readFileSync(file);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
    }
    const gz = gzipSync(body);
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': gz.length,
    });
    res.end(gz);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// Load `/` in a fresh context (empty cache), wait for network idle, and total the JS responses.
async function measure(browser, dir) {
  const server = await serve(dir);
  // No service worker: its precache is an install-time download, not what `/` needs to render.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([request.sizes(), request.response().then((r) => r.body())]).then(
        ([sizes, body]) => ({
          name: url.pathname,
          raw: body.length, // decoded bytes, i.e. the file as built
          gzip: sizes.responseBodySize, // encoded bytes on the wire
          transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        }),
      ),
    );
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  server.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred') };
}

// Every JS chunk the app build emitted (loaded for `/` or not), biggest gzip first.
function largestChunks(dir, loaded, count) {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      const loadedForRoot = loaded.has(`/assets/${name}`);
      return { name, raw: bytes.length, gzip: gzipSync(bytes).length, loadedForRoot };
    })
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);

const appDir = join(tmp, 'app');
const bareDir = join(tmp, 'bare');
try {
  buildApp(appDir);
  await buildBare(bareDir);
} catch (error) {
  // The one failure that is not a figure: without both builds there is nothing to compare.
  console.error(error instanceof Error ? error.message : error);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}

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
  const app = await measure(browser, appDir);
  const bare = await measure(browser, bareDir);
  await browser.close();

  console.log('\nJavaScript transferred for `/` (gzip; transferred = body + response headers)\n');
  const row = (name, files, ...sizes) =>
    console.log(`${name.padEnd(6)} ${String(files).padStart(5)} ${sizes.join(' ')}`);
  row('build', 'files', ...['raw', 'gzip', 'transferred'].map((h) => h.padStart(11)));
  row('app', app.files.length, kb(app.raw), kb(app.gzip), kb(app.transferred));
  row('bare', bare.files.length, kb(bare.raw), kb(bare.gzip), kb(bare.transferred));
  const ratio = app.transferred / bare.transferred;
  const verdict = ratio <= TARGET ? 'meets' : 'misses';
  console.log(`\nratio app/bare: ${ratio.toFixed(2)}× (${verdict} the ${TARGET}× target)`);
  if (process.argv.includes('--json')) {
    const sizes = ({ files, raw, gzip, transferred }) => ({
      files: files.length,
      raw,
      gzip,
      transferred,
    });
    const figures = { app: sizes(app), bare: sizes(bare), ratio, target: TARGET };
    process.on('exit', () => console.log(`BENCH_JSON ${JSON.stringify(figures)}`));
  }

  console.log('\nJS files `/` loaded (app build)\n');
  for (const file of [...app.files].sort((x, y) => y.gzip - x.gzip)) {
    console.log(`  ${kb(file.gzip)} gzip ${kb(file.raw)} raw  ${file.name}`);
  }

  console.log('\nLargest JS chunks of the app build (* = loaded for `/`)\n');
  const loaded = new Set(app.files.map((file) => file.name));
  for (const chunk of largestChunks(appDir, loaded, 5)) {
    console.log(
      `${chunk.loadedForRoot ? '*' : ' '} ${kb(chunk.gzip)} gzip ${kb(chunk.raw)} raw  ${chunk.name}`,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
