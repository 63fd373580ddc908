// Queries composed once. On a list request drizzle spends as much time composing the SQL (walking
// the query's objects) as PostgreSQL spends answering it (`npm run bench:feed`); a statement
// prepared with placeholders is composed at its first use and afterwards only filled. One per
// shape (`key`) and database: tests open many databases in one process.
//
// Prepared with an empty name on purpose: node-postgres then uses the unnamed statement, so
// PostgreSQL plans each execution for its values exactly as it does an unprepared query. A named
// statement may move to a generic plan after five runs, and a plan that depends on the values
// (post-query.ts onSymbol's range on one security) would be lost.
import type { Db } from './client';

const byDatabase = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<Prepared>(
  db: Db,
  key: string,
  build: () => { prepare(name: string): Prepared },
): Prepared {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let prepared = statements.get(key) as Prepared | undefined;
  if (prepared === undefined) {
    prepared = build().prepare('');
    statements.set(key, prepared);
  }
  return prepared;
}
