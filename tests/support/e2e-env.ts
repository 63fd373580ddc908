// What a browser-test file runs against. Every file uses its worker's Chromium (`connectBrowser`);
// a file that only needs fresh people uses the worker's shared server of
// its kind (`setUpOnSharedServer`), and a file that restarts its server or needs its own
// configuration starts one (`setUpE2eEnvironment`), stopped after the file.
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { serverLogTail, startServer, type RunningServer } from './server-process';
import type { SharedServerStart } from './e2e-global-setup';
import type { SharedServerKind } from './shared-servers';

export interface E2eEnvironment {
  browser: Browser;
  /** Reassignable: a test may restart its own server on the same data. */
  server: RunningServer;
}

/** This worker's resources: VITEST_POOL_ID counts workers from 1. */
function workerResources() {
  const workers = inject('e2eWorkers');
  const index = (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % workers.length;
  const resources = workers[index];
  if (!resources) throw new Error('e2e-global-setup.ts started no browser for this worker');
  return resources;
}

export interface FileOptions {
  /**
   * 'block': the file's contexts and pages run without the service worker unless they ask for
   * it. For files that never go offline: every context with the worker precaches the whole app
   * (about 190 files), a sixth of such a file's CPU.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * 'pglite': the file's own server keeps its database in its data directory, as `npm start`
   * does, for the files about the embedded database; by default the run's PostgreSQL
   * (e2e-global-setup.ts). Shared servers run on PostgreSQL.
   */
  database?: 'pglite' | 'postgres';
}

/**
 * The worker's Chromium, launched by the worker on its first file and kept for the next (the
 * worker keeps its modules between files: vitest.config.ts `isolate: false`); Playwright ends it
 * with the worker. The files drive it directly, with no browser server in the run's main process
 * between them.
 */
let workerBrowser: Promise<Browser> | null = null;

/**
 * The worker's Chromium as this file sees it: `close()` closes the contexts the file opened (and
 * the pages' own), not the browser.
 */
export async function connectBrowser(options: FileOptions = {}): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const browser = await workerBrowser;
  const defaults = options.serviceWorkers === 'block' ? { serviceWorkers: 'block' as const } : {};
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const file: Partial<Browser> = {
    newContext: async (context = {}) =>
      track(await browser.newContext({ ...defaults, ...context })),
    newPage: async (options = {}) => {
      const page = await browser.newPage({ ...defaults, ...options });
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get: (target, key, receiver) =>
      key in file ? file[key as keyof Browser] : Reflect.get(target, key, receiver),
  });
}

/**
 * A failed test shows the end of its server's log (warnings and errors: an unhandled error, the
 * database away), so a failure on CI says what the server saw.
 */
function showServerLogOnFailure(env: E2eEnvironment): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      const tail = env.server ? serverLogTail(env.server.dataDir) : '';
      if (tail) console.error(`The server's last lines (${env.server.url}):\n${tail}`);
    });
  });
}

/** `serverEnv`: extra environment for the server, e.g. MARKET_CLOCK_START for an open market. */
export function setUpE2eEnvironment(
  serverEnv: Record<string, string> = {},
  options: FileOptions = {},
): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    [env.browser, env.server] = await Promise.all([
      connectBrowser(options),
      startServer({ env: serverEnv, database: options.database }),
    ]);
  });
  showServerLogOnFailure(env);
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** How long a file waits for its shared server, which may still be starting (a minute or so on a
 *  busy machine). */
const SHARED_SERVER_WAIT_MS = 120_000;

/** The worker's shared server of `kind`, once it has started (e2e-global-setup.ts). */
async function sharedServer(kind: SharedServerKind) {
  const shared = workerResources().servers[kind];
  if (!shared) throw new Error(`no shared '${kind}' server in this run (E2E_SHARED_SERVERS)`);
  const deadline = Date.now() + SHARED_SERVER_WAIT_MS;
  while (!existsSync(shared.readyFile)) {
    if (Date.now() > deadline)
      throw new Error(`the shared '${kind}' server did not start in ${SHARED_SERVER_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const said = JSON.parse(readFileSync(shared.readyFile, 'utf8')) as SharedServerStart;
  if ('error' in said) throw new Error(`the shared '${kind}' server did not start: ${said.error}`);
  return said;
}

/** The worker's shared server of `kind` (shared-servers.ts says what a file may assume there). */
export function setUpOnSharedServer(
  kind: SharedServerKind = 'plain',
  options: FileOptions = {},
): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    const [browser, shared] = await Promise.all([connectBrowser(options), sharedServer(kind)]);
    env.browser = browser;
    env.server = {
      ...shared,
      stop: () => Promise.reject(new Error('a shared server is stopped by the run, not a file')),
    };
  }, SHARED_SERVER_WAIT_MS + 10_000);
  showServerLogOnFailure(env);
  afterAll(async () => {
    await env.browser?.close();
  });
  return env;
}
