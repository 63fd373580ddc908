// The app for a bad-input file, built while the file is collected so that there is one test per
// route of its registry (tests/api/bad-input-*.test.ts). PostgreSQL only: null on PGlite.
import type { RouteSpec } from '@server/http/route';
import { configureMarket, settingsFromEnv } from '@server/services/market/provider';
import { createTestContext, databaseKind, type TestContext } from './test-app';

export const routeKey = (spec: RouteSpec) => `${spec.method} ${spec.url}`;

/**
 * The market runtime is first reset to what the environment says, as api-file-setup.ts does
 * before each file's tests (API files share one module graph, and the app reads it when built).
 */
export async function openFuzzContext(): Promise<TestContext | null> {
  if (databaseKind() !== 'postgres') return null;
  configureMarket(settingsFromEnv());
  return createTestContext();
}
