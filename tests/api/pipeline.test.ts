// Statements sent without waiting (server/db/pipeline.ts). A transaction (what order placement
// runs in): BEGIN with the first statement, statements handed to `atCommit` with COMMIT. A failure
// anywhere must leave nothing behind and reach the caller, even one that PostgreSQL answered only
// after the COMMIT went out (it then answers the COMMIT with ROLLBACK, which is no error); a read
// sent right behind a write sees it. Reads: one connection, each answered, a failure its own, what
// each step asks in one write.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { pipelinedReads, pipelinedTransaction } from '@server/db/pipeline';
import { preparedOnce, rawStatement } from '@server/db/prepared';
import { cashAccount } from '@server/services/ledger';
import { postTestCash, readBalance } from '../support/test-balances';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (db: Db, account: string, cents: number) =>
  postTestCash(db, 'pipelined_test', account, cents);

/** A statement PostgreSQL refuses when it runs (division by zero), sent at once. */
const failing = (db: Db) =>
  preparedOnce(db, 'test_pipelined_failing', () => rawStatement(db, sql`select 1 / 0`)).execute();

describe('a pipelined transaction', () => {
  it('keeps the work and the statements sent with its COMMIT', async () => {
    const account = cashAccount(randomUUID());
    const result = await pipelinedTransaction(ctx.db, async (tx, atCommit) => {
      const writing = post(tx, account, 700);
      // Sent behind the write without waiting for it: it runs after it, and sees it.
      const reading = readBalance(tx, account);
      await writing;
      expect(await reading).toBe(700);
      // Not visible to another connection before the COMMIT (PGlite has one connection).
      if (databaseKind() === 'postgres') expect(await readBalance(ctx.db, account)).toBeNull();
      atCommit(() => post(tx, account, 50));
      return 'done';
    });
    expect(result).toBe('done');
    expect(await readBalance(ctx.db, account)).toBe(750);
  });

  it('keeps nothing when a statement sent with the COMMIT fails, and says why', async () => {
    const account = cashAccount(randomUUID());
    await expect(
      pipelinedTransaction(ctx.db, async (tx, atCommit) => {
        await post(tx, account, 700);
        atCommit(() => failing(tx));
        return 'done';
      }),
    ).rejects.toThrow('Failed query: select 1 / 0');
    expect(await readBalance(ctx.db, account)).toBeNull();
    // The connection went back to the pool usable: the next transaction commits.
    await pipelinedTransaction(ctx.db, (tx) => post(tx, account, 10));
    expect(await readBalance(ctx.db, account)).toBe(10);
  });

  it('keeps nothing when the work fails, a statement still unanswered behind the failure', async () => {
    const account = cashAccount(randomUUID());
    await expect(
      pipelinedTransaction(ctx.db, async (tx) => {
        await post(tx, account, 700);
        const refused = failing(tx);
        // Sent behind the failure: PostgreSQL refuses it too (the transaction is aborted).
        const behind = post(tx, account, 5);
        behind.catch(() => {});
        await refused;
      }),
    ).rejects.toThrow('Failed query: select 1 / 0');
    expect(await readBalance(ctx.db, account)).toBeNull();
  });
});

describe('pipelined reads', () => {
  it('answers each read, on one connection, and a failed read fails the call only', async () => {
    const account = cashAccount(randomUUID());
    await post(ctx.db, account, 300);
    const [balance, none, backend, again] = await pipelinedReads(ctx.db, (db) =>
      Promise.all([
        readBalance(db, account),
        readBalance(db, cashAccount(randomUUID())),
        db.execute(sql`select pg_backend_pid() as pid`),
        db.execute(sql`select pg_backend_pid() as pid`),
      ]),
    );
    expect([balance, none]).toEqual([300, null]);
    // One connection for all of them (PGlite has only one).
    expect((backend as unknown as { rows: unknown[] }).rows).toEqual(
      (again as unknown as { rows: unknown[] }).rows,
    );
    await expect(
      pipelinedReads(ctx.db, (db) => Promise.all([readBalance(db, account), failing(db)])),
    ).rejects.toThrow('Failed query: select 1 / 0');
    // The pool is still usable after it.
    expect(await pipelinedReads(ctx.db, (db) => readBalance(db, account))).toBe(300);
  });

  it.runIf(databaseKind() === 'postgres')(
    'sends what each step asks in one write: a read, then three that needed its answer',
    async () => {
      const account = cashAccount(randomUUID());
      await post(ctx.db, account, 40);
      const writes = await countSocketWrites(() =>
        pipelinedReads(ctx.db, async (db) => {
          const first = await readBalance(db, account);
          const next = [1, 2, 3].map(async (n) => (await readBalance(db, account))! * n);
          return [first, ...(await Promise.all(next))];
        }),
      );
      expect(writes.result).toEqual([40, 40, 80, 120]);
      expect(writes.count).toBe(2);
    },
  );
});

/** Runs `work` and counts the writes to PostgreSQL of the connection it takes from the pool. */
async function countSocketWrites<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  type Socket = {
    _write: (...args: unknown[]) => unknown;
    _writev?: (...args: unknown[]) => unknown;
  };
  const pool = (ctx.db as unknown as { session: { client: Pool } }).session.client;
  let count = 0;
  const restore: (() => void)[] = [];
  const onAcquire = (client: unknown) => {
    const socket = (client as { connection: { stream: Socket } }).connection.stream;
    for (const name of ['_write', '_writev'] as const) {
      const original = socket[name];
      if (!original) continue;
      socket[name] = (...args: unknown[]) => {
        count += 1;
        return original.apply(socket, args);
      };
      restore.push(() => {
        socket[name] = original;
      });
    }
  };
  pool.on('acquire', onAcquire);
  try {
    const result = await work();
    return { result, count };
  } finally {
    pool.off('acquire', onAcquire);
    for (const undo of restore) undo();
  }
}
