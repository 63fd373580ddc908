// A transaction that waits for PostgreSQL as few times as its work allows. drizzle's
// `db.transaction` sends BEGIN, waits for its answer, runs the work, sends COMMIT and waits again:
// two round trips that carry no information. Here the pool's connections run in node-postgres's
// pipeline mode (db/client.ts), where a statement goes out at once even while an earlier one is
// unanswered, and PostgreSQL still runs them one after another, in order, each with a snapshot of
// its own. So BEGIN goes out with the work's first statement, the work may send a read right
// behind a write (an order's insert and its cash balance: place.ts), and the statements it hands
// to `atCommit` go out with COMMIT (an order's fill and its stored response). An order is placed
// in two round trips instead of seven (docs/performance.md, "An order in two round trips").
//
// What keeps it safe: a statement that fails aborts the transaction, so every statement behind it
// fails too and PostgreSQL answers the COMMIT with ROLLBACK, which is no error. So the COMMIT's
// answer is checked (its command tag), every `atCommit` statement is awaited before the result is
// returned, and the first failure is the error the caller sees. On PGlite (one connection, in
// this process: a round trip costs nothing) it is drizzle's transaction, with the same contract.
import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
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
  // The same objects drizzle's own transaction makes: statements composed once (db/prepared.ts)
  // are kept per dialect, which this shares, and run on this connection.
  const txSession = new NodePgSession(client, dialect, session.schema, session.options);
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
 * Runs `send` with the connection's socket corked: the statements it sends without waiting
 * (node-postgres writes each as soon as it is queued, in pipeline mode) leave in one write, which
 * on this kind of host costs about as much as a small request (a CPU profile of order placement
 * had a quarter of its time in socket writes).
 */
function inOneWrite<T>(client: pg.PoolClient, send: () => T): T {
  const { stream } = (
    client as unknown as {
      connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } };
    }
  ).connection;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}
