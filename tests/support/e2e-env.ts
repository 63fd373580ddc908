// One browser and one running server per browser-test file, started before and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server-process';

export interface E2eEnvironment {
  browser: Browser;
  /** Reassignable: a test may restart the server on the same data. */
  server: RunningServer;
}

/** `serverEnv`: extra environment for the server, e.g. MARKET_CLOCK_START for an open market. */
export function setUpE2eEnvironment(serverEnv: Record<string, string> = {}): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    env.browser = await launchBrowser();
    env.server = await startServer({ env: serverEnv });
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
