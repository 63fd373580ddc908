// The app for a bad-input file, built while the file is collected so that there is one test per
// route of its registry (tests/api/bad-input-*.test.ts). PostgreSQL only: null on PGlite.
import type { RouteSpec } from '@server/http/route';
import { createTestContext, databaseKind, type TestContext } from './test-app';

export const routeKey = (spec: RouteSpec) => `${spec.method} ${spec.url}`;

export async function openFuzzContext(): Promise<TestContext | null> {
  if (databaseKind() !== 'postgres') return null;
  return createTestContext();
}
