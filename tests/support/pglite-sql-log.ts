// What each API test file makes PGlite do, for choosing the PGlite subset
// (tests/support/pglite-subset.mjs; scripts/pglite-subset-coverage.mjs runs the whole suite with
// PGLITE_SQL_LOG set and compares). Off unless PGLITE_SQL_LOG names a file: then every
// transaction a test database opens is written there with the server function that opened it
// (its locking statements too), and every distinct SQL statement, one tab-separated line each:
// `<test file>\t<kind>\t<what>`.
import { appendFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';

type Method = (...args: unknown[]) => unknown;
const seen = new Set<string>();

/** The first frame in server/ outside the database layer: who opened the transaction. */
function opener(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = (new Error().stack ?? '').split('\n').slice(1);
  Error.stackTraceLimit = limit;
  const frame = stack.find((line) => line.includes('/server/') && !line.includes('/server/db/'));
  const match = frame && /(?:at (?:async )?(\S+) \()?[^(]*?\/(server\/[^:]+):(\d+)/.exec(frame);
  return match ? `${match[2]}:${match[3]} ${match[1] ?? ''}`.trim() : 'server/db';
}

function write(kind: string, what: string): void {
  const file = (expect.getState().testPath ?? '?').replace(/.*\/tests\/api\//, '');
  const line = `${file}\t${kind}\t${what}`;
  if (seen.has(line)) return;
  seen.add(line);
  appendFileSync(String(process.env.PGLITE_SQL_LOG), `${line}\n`);
}

const statement = (query: unknown) => String(query).replace(/\s+/g, ' ').trim();
/** `FOR UPDATE`, `FOR NO KEY UPDATE SKIP LOCKED` …: a statement's row lock, if it takes one. */
function lockOf(query: unknown): string | undefined {
  const match =
    /\bFOR (NO KEY UPDATE|UPDATE|KEY SHARE|SHARE)( OF "?[\w.]+"?(, "?[\w.]+"?)*)?( SKIP LOCKED| NOWAIT)?/i.exec(
      statement(query),
    );
  return match ? `FOR ${match[1]}${match[4] ?? ''}`.toUpperCase() : undefined;
}

function wrapQueries(target: Record<string, Method>, transaction: string | null): void {
  for (const name of ['query', 'exec']) {
    const original = target[name]!.bind(target);
    target[name] = (...args: unknown[]) => {
      const text = statement(args[0]);
      write('sql', text);
      // A row lock outside a transaction ends with its statement, on PGlite as on PostgreSQL.
      const lock = transaction && lockOf(text);
      if (lock) write('lock', `${transaction} ${lock}`);
      return original(...args);
    };
  }
}

/** Logs what `client` runs when PGLITE_SQL_LOG is set; does nothing otherwise. */
export function logPgliteSql(client: PGlite): void {
  if (!process.env.PGLITE_SQL_LOG) return;
  const methods = client as unknown as Record<string, Method>;
  wrapQueries(methods, null);
  const transaction = methods.transaction!.bind(client);
  methods.transaction = (callback: unknown) => {
    const site = opener();
    write('transaction', site);
    return transaction((tx: Record<string, Method>) => {
      wrapQueries(tx, site);
      return (callback as Method)(tx);
    });
  };
}
