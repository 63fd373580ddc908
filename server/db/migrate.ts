// Applies the checked-in drizzle migrations at start. On PostgreSQL several instances may start at
// once, so the migration runs on one connection holding an advisory lock (DESIGN.md "Runtime").
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { projectPath } from '../project-root';

export const MIGRATIONS_FOLDER = projectPath('server/db/migrations');
const MIGRATION_LOCK_ID = 7_340_001;

type Target = { kind: 'pglite'; db: unknown } | { kind: 'postgres'; url: string };

export async function migrateDatabase(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(target.db as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
