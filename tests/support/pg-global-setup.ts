// For the API suite on PostgreSQL (TEST_DB=postgres): one server for the whole run; every test
// file then creates its own database in it (tests/support/test-app.ts). On PGlite: one migrated
// database, dumped to a file that every test file starts from (a fresh PGlite's initdb alone
// takes about 4 s, times some sixty files).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteForSnapshot } from './pglite-snapshot';
import { startPostgres, type PostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** A tarball of a migrated, empty PGlite database (PGlite.dumpDataDir), or null. */
    pgliteSnapshot: string | null;
  }
}

let server: PostgresServer | null = null;
let snapshotDir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DB === 'postgres') {
    server = await startPostgres();
    project.provide('postgresUrl', server.url);
    project.provide('pgliteSnapshot', null);
  } else {
    project.provide('postgresUrl', null);
    snapshotDir = mkdtempSync(join(tmpdir(), 'stockroom-pglite-snapshot-'));
    const file = join(snapshotDir, 'migrated.tar');
    writeFileSync(file, await openPgliteForSnapshot());
    project.provide('pgliteSnapshot', file);
  }
}

export function teardown(): void {
  server?.stop();
  server = null;
  if (snapshotDir) rmSync(snapshotDir, { recursive: true, force: true });
  snapshotDir = null;
}
