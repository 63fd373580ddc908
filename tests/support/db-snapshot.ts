// Every row of every table, to prove a rejected request wrote nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

export async function dbSnapshot(db: Db): Promise<string> {
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
