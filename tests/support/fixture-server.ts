// Builds one fixture page (a .tsx under tests/fixtures/) with the project's own Vite config and
// serves it on a free port, so shared UI pieces are tested in Chromium without the app around them.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { freePort } from './free-port';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface FixtureServer {
  url: string;
  close(): Promise<void>;
}

/** `entryFile` is relative to tests/fixtures/ (or absolute). */
export async function serveFixture(entryFile: string): Promise<FixtureServer> {
  const entry = resolve(PROJECT, 'tests/fixtures', entryFile);
  const root = await mkdtemp(join(tmpdir(), 'stockroom-fixture-'));
  const outDir = join(root, 'dist');
  // The page lives in its own temp root; its script points at the entry by absolute path, which
  // Vite resolves like any import (aliases and node_modules come from the project).
  await writeFile(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Fixture</title></head>
  <body><div id="root"></div><script type="module" src="${entry}"></script></body>
</html>
`,
  );

  // Vitest sets NODE_ENV=test, and Vite takes NODE_ENV over `mode` when choosing React's build:
  // use the production one the app ships, then put the variable back.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(PROJECT, 'vite.config.ts'),
      root,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fixture').pathname);
      const file = resolve(outDir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
      // Never serve anything outside the build output.
      if (!file.startsWith(outDir + sep) || !(await stat(file).catch(() => null))?.isFile()) {
        response.writeHead(404).end('Not found');
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(await readFile(file));
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const port = await freePort();
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));

  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
