// For the browser tests: one migrated, empty PGlite data directory, made once per run. Every
// server a test starts on a new data directory starts from a copy of it (server-process.ts), so
// it skips PGlite's initdb and the migrations (about 5 s of CPU each, times some thirty servers
// on a 2-core machine). The server still seeds content and the demo community itself at start,
// with its own clock. tests/api/demo-seed.test.ts and this setup keep the path from nothing
// to a migrated database covered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory whose `pglite/` holds a migrated, empty database, or null. */
    e2eDataTemplate: string | null;
  }
}

let template: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  template = mkdtempSync(join(tmpdir(), 'stockroom-e2e-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(template, 'pglite') });
  await database.close();
  project.provide('e2eDataTemplate', template);
}

export function teardown(): void {
  if (template) rmSync(template, { recursive: true, force: true });
  template = null;
}
