// One cheap fingerprint of everything one member owns: every row of every table with a `user_id`
// column that is theirs, and every row of every table with an `account_id` column in one of their
// accounts. The privacy sweep compares it around another member's request (a whole-database
// dbSnapshot is kept for the requests that must write nothing at all).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

type Rows<T> = { rows: T[] };

export async function ownedRowsSnapshot(db: Db, userId: string): Promise<Record<string, string>> {
  const columns = (
    (await db.execute(sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('user_id', 'account_id')
      ORDER BY table_name, column_name`)) as unknown as Rows<{
      table_name: string;
      column_name: string;
    }>
  ).rows;
  const out: Record<string, string> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const where =
      column === 'user_id'
        ? sql`${sql.identifier(column)}::text = ${userId}`
        : sql`${sql.identifier(column)}::text IN (SELECT id::text FROM accounts WHERE user_id::text = ${userId})`;
    const result = (await db.execute(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
        FROM ${sql.identifier(table)} t WHERE ${where}`,
    )) as unknown as Rows<{ digest: string }>;
    out[`${table}.${column}`] = result.rows[0]!.digest;
  }
  return out;
}
