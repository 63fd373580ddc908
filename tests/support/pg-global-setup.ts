// For the API suite on PostgreSQL (TEST_DB=postgres): one server for the whole run; every test
// file then creates its own database in it (tests/support/test-app.ts).
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

let server: PostgresServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DB === 'postgres') {
    server = await startPostgres();
    project.provide('postgresUrl', server.url);
  } else {
    project.provide('postgresUrl', null);
  }
}

export function teardown(): void {
  server?.stop();
  server = null;
}
