// Statements that wait for PostgreSQL as few times as the work allows. The pool's connections run
// in node-postgres's pipeline mode (db/client.ts), where a statement goes out at once even while an
// earlier one is unanswered, and PostgreSQL still runs them one after another, in order, each with
// a snapshot of its own. On this kind of host a write to PostgreSQL costs about what a small
// request does (a CPU profile of order placement had a quarter of its time in socket writes), so
// statements that may leave together leave in one write (the socket corked).
//
// pipelinedTransaction: drizzle's `db.transaction` sends BEGIN, waits for its answer, runs the
// work, sends COMMIT and waits again: two round trips that carry no information. Here BEGIN goes
// out with the work's first statement, the work may send a read right behind a write (an order's
// insert and its cash balance: orders/place.ts), and the statements it hands to `atCommit` go out
// with COMMIT (an order's fill and its stored response). An order is placed in two round trips
// instead of seven (docs/performance.md, "An order in two round trips"). What keeps it safe: a
// statement that fails aborts the transaction, so every statement behind it fails too and
// PostgreSQL answers the COMMIT with ROLLBACK, which is no error. So the COMMIT's answer is checked
// (its command tag), every `atCommit` statement is awaited before the result is returned, and the
// first failure is the error the caller sees.
//
// pipelinedReads: a route's reads on one connection, not each on a connection of its own, those
// sent without waiting in one write (a security's three lists and its counts; the portfolio's
// cash, positions, then the day's fills).
//
// On PGlite (one connection, in this process: a round trip costs nothing) both are drizzle's own
// ways, with the same contract.
import { type SQL, sql } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';

/**
 * Hands the transaction statements to send with its COMMIT, to be answered before the COMMIT
 * counts: a function that sends them before it returns (an `execute()` of a statement composed
 * once, or an async function whose first step does), not a drizzle query left to be awaited
 * (sent only then: after the COMMIT, outside the transaction).
 */
export type AtCommit = (send: () => Promise<unknown>) => void;

/** What this file reads of drizzle's database object (as db/prepared.ts does). */
interface Internals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: {
    client: unknown;
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

export async function pipelinedTransaction<T>(
  db: Db,
  work: (tx: Tx, atCommit: AtCommit) => Promise<T>,
): Promise<T> {
  const last: (() => Promise<unknown>)[] = [];
  const atCommit: AtCommit = (send) => {
    last.push(send);
  };
  const { dialect, session } = db as unknown as Internals;
  const pool = session.client;
  if (!(pool instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const result = await work(tx, atCommit);
      for (const send of last) await send();
      return result;
    });
  }

  const client = await pool.connect();
  const txSession = sessionOn(client, db);
  const tx = new NodePgTransaction(dialect, txSession, session.schema) as unknown as Tx;
  // The session's execute sends at once and answers once; `tx.execute` would answer with a query
  // that is sent at each `then` (drizzle's QueryPromise).
  const run = (statement: SQL) => txSession.execute(statement) as Promise<unknown>;
  try {
    const [begun, working] = inOneWrite(client, () => {
      const begin = run(sql`begin`);
      return [begin, work(tx, atCommit)] as const;
    });
    begun.catch(() => {});
    const result = await working;
    await begun;
    const [sent, committed] = inOneWrite(client, () => {
      const statements = last.map((send) => send());
      return [statements, run(sql`commit`)] as const;
    });
    for (const statement of [...sent, committed]) statement.catch(() => {});
    await Promise.all(sent);
    const { command } = (await committed) as unknown as { command: string };
    if (command !== 'COMMIT') throw new Error(`the transaction ended in ${command}, not COMMIT`);
    return result;
  } catch (error) {
    // After a COMMIT that answered (either way) there is no transaction left: PostgreSQL then
    // answers this with a warning, not an error.
    await run(sql`rollback`).catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs `read` on one pooled connection, the statements it sends between two waits in one write
 * (burstsInOneWrite): the account, then its cash, positions and fills (the portfolio), or a
 * security's three lists and counts at once. Reads only: no transaction, each statement its own
 * snapshot.
 */
export async function pipelinedReads<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  const { dialect, session } = db as unknown as Internals;
  const pool = session.client;
  if (!(pool instanceof pg.Pool)) return read(db);
  const client = await pool.connect();
  const onClient = new NodePgDatabase(
    dialect,
    sessionOn(burstsInOneWrite(client), db),
    session.schema as never,
  );
  try {
    const result = await read(onClient as unknown as Db);
    client.release();
    return result;
  } catch (error) {
    // Other statements of the read may still be on their way: this connection is not reused.
    client.release(true);
    throw error;
  }
}

/**
 * The connection with its socket corked from a statement until the promise callbacks queued
 * behind it have run (a process.nextTick queued from a promise callback, as an awaiting route's
 * statements are sent, runs once they all have): statements sent in one go, even from several
 * async steps, leave in one write; one sent after waiting for an answer, in the next.
 */
function burstsInOneWrite(client: pg.PoolClient): pg.PoolClient {
  const stream = socketOf(client);
  let corked = false;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const corking = Object.create(client) as { query: typeof query };
  corking.query = (...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      process.nextTick(() => {
        corked = false;
        stream.uncork();
      });
    }
    return query(...args);
  };
  return corking as unknown as pg.PoolClient;
}

/**
 * A drizzle session on one pooled connection: the objects drizzle's own transaction makes.
 * Statements composed once (db/prepared.ts) are kept per dialect, which this shares, and run on
 * this connection.
 */
function sessionOn(client: pg.PoolClient, db: Db) {
  const { dialect, session } = db as unknown as Internals;
  return new NodePgSession(client, dialect, session.schema, session.options);
}

/**
 * Runs `send` with the connection's socket corked: the statements it sends without waiting
 * (node-postgres writes each as soon as it is queued, in pipeline mode) leave in one write.
 */
function inOneWrite<T>(client: pg.PoolClient, send: () => T): T {
  const stream = socketOf(client);
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

/** The connection's socket (node-postgres keeps it on its connection). */
function socketOf(client: pg.PoolClient): { cork(): void; uncork(): void } {
  return (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } })
    .connection.stream;
}
