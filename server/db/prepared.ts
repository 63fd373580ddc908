// Queries composed once. On a list request drizzle spends as much time composing the SQL (walking
// the query's objects) as PostgreSQL spends answering it (`npm run bench:feed`); a statement
// prepared with placeholders is composed at its first use and afterwards only filled. One per
// shape (`key`) and database: tests open many databases in one process.
//
// Prepared by name (the key): PostgreSQL keeps each statement per connection and, after five runs,
// may keep one generic plan instead of planning every execution, which for a post list cost 1.1–1.8
// ms against 0.1–0.2 ms of running it (EXPLAIN ANALYZE on the bench's 100,000 posts). It keeps the
// generic plan only when that plan's estimate is no dearer than planning anew, and a parameter
// can make it look dearer: `LIMIT $1` (estimated as a tenth of the table), a condition a partial
// index needs (`status <> $1` for `WHERE status <> 'closed'`), a range where an equality would do.
// Write those out (post-query.ts writtenLimit, ON_SYMBOL; trading-account.ts OPEN) and check with
// pg_stat_statements (`track_planning`): a statement planned at every call shows its plan time
// per call (docs/performance.md, "Plans kept"). A name used for two texts fails loudly
// (node-postgres refuses it) rather than answering with the wrong statement's rows.
//
// Inside a transaction too: drizzle binds a prepared statement to the connection it was made on
// (its `client`), and a transaction runs on a connection of its own each time, so the statement
// is kept per database (its dialect, which the database's transactions share) and handed to each
// caller bound to the caller's connection (its session's `client`). Both are drizzle's internals,
// the same for node-postgres and PGlite; db/prepared.test.ts fails if either changes.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

const byDatabase = new WeakMap<object, Map<string, object>>();

/** What this file reads of drizzle's database, transaction and prepared query objects. */
interface Internals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    client: unknown;
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): RawStatement;
  };
}

/** A raw statement prepared: its result is the driver's (read it with executedRows). */
export interface RawStatement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A raw SQL statement (what `db.execute` runs, which drizzle cannot prepare) in the shape
 * preparedOnce takes: through the session's own prepareQuery, as drizzle's builders do.
 */
export function rawStatement(db: Db, query: SQL): { prepare(name: string): RawStatement } {
  const { dialect, session } = db as unknown as Internals;
  return {
    prepare: (name) => session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false),
  };
}

export function preparedOnce<Prepared extends object>(
  db: Db,
  key: string,
  build: () => { prepare(name: string): Prepared },
): Prepared {
  const { dialect, session } = db as unknown as Internals;
  let statements = byDatabase.get(dialect);
  if (!statements) byDatabase.set(dialect, (statements = new Map()));
  let prepared = statements.get(key) as Prepared | undefined;
  if (prepared === undefined) {
    prepared = build().prepare(key);
    statements.set(key, prepared);
  }
  // The same statement, run on this caller's connection (a transaction's, or the pool).
  return Object.create(prepared, { client: { value: session.client } }) as Prepared;
}
