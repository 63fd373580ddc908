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

export function setUpE2eEnvironment(): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    env.browser = await launchBrowser();
    env.server = await startServer();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
