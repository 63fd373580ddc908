// A migrated, empty in-memory database, dumped as the tarball PGlite's `loadDataDir` takes.
// The migrations still run on every copy (openDatabase does, as a no-op), so a stale snapshot
// cannot hide a new migration.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase } from '@server/db/migrate';
import * as schema from '@server/db/schema';

export async function openPgliteForSnapshot(): Promise<Buffer> {
  const client = new PGlite();
  try {
    await migrateDatabase({ kind: 'pglite', db: drizzle({ client, schema }) });
    const dump = await client.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
