// A cheap "did anything change" check for the bad-input suite: one query answering, per table, its
// row count and an md5 of its rows, instead of reading every row out (db-snapshot.ts) per case.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

/**
 * Columns left out because reading the database writes them: a session's `last_seen_at` moves
 * when a request comes more than five minutes after the last (server/services/sessions.ts), which
 * a long run of requests on one session may cross.
 */
const IGNORED_COLUMNS: Record<string, readonly string[]> = { sessions: ['last_seen_at'] };

/**
 * Tables left out for the same reason: a limited route counts every attempt, refused or not, in
 * `route_rate_limits` before it reads the request (server/http/rate-limit-store.ts).
 */
const IGNORED_TABLES: ReadonlySet<string> = new Set(['route_rate_limits']);

export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const query = await fingerprintQuery(db);
  const rows = rowsOf<{ t: string; n: string; h: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}

const queries = new WeakMap<Db, string>();

async function fingerprintQuery(db: Db): Promise<string> {
  const cached = queries.get(db);
  if (cached) return cached;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(
      sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables t
            ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          ORDER BY c.table_name, c.ordinal_position`,
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (IGNORED_TABLES.has(table_name)) continue;
    if (IGNORED_COLUMNS[table_name]?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const parts = [...byTable].map(([table, names]) => {
    const row = `ROW(${names.map((name) => `x."${name}"`).join(', ')})::text`;
    return `SELECT '${table}' AS t, count(*)::text AS n,
      md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS h FROM "${table}" x`;
  });
  const query = parts.join('\nUNION ALL\n');
  queries.set(db, query);
  return query;
}

/** node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
