// What the database holds, for the tests that prove a request wrote nothing, or nothing it must
// not keep.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { dbFingerprint } from './fuzz-db-fingerprint';

/**
 * Per table, its row count and an md5 of its rows in order (fuzz-db-fingerprint.ts), in one
 * query: equal before and after a rejected request. Reading every row out, one query per table,
 * twice per case, was most of the input sweeps' time; a change still names its table.
 */
export async function dbSnapshot(db: Db): Promise<string> {
  return JSON.stringify(await dbFingerprint(db), null, 1);
}

/** Every row of every table, for searching what was stored (an address that must not be). */
export async function dbDump(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, unknown> = {};
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await db.execute(sql.raw(`SELECT * FROM "${table_name}" ORDER BY 1`));
    out[table_name] = rowsOf(rows);
  }
  return JSON.stringify(out);
}

/** node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
