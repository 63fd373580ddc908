// For the API suite on PostgreSQL (TEST_DB=postgres): one server for the whole run, and in it one
// database migrated once (`stockroom_template`); every test file's database is a copy of it
// (CREATE DATABASE … TEMPLATE, tests/support/test-app.ts), about 0.1 s instead of 0.2–0.3 s for
// an empty database plus all migrations, times some hundred databases a run. On PGlite: one
// migrated database, dumped to a file that every test file starts from (a fresh PGlite's initdb
// alone takes about 4 s, times some sixty files).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteForSnapshot } from './pglite-snapshot';
import { createPostgresTemplate } from './postgres-template';
import { startPostgres, type PostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** The migrated database on that server that test databases are copied from, or null. */
    postgresTemplate: string | null;
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
    project.provide('postgresTemplate', await createPostgresTemplate(server.url));
    project.provide('pgliteSnapshot', null);
  } else {
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
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
