// A transaction that sends statements without waiting (server/db/pipelined-transaction.ts, what
// order placement runs in): BEGIN with the first statement, statements handed to `atCommit` with
// COMMIT. A failure anywhere must leave nothing behind and reach the caller, even one that
// PostgreSQL answered only after the COMMIT went out (it then answers the COMMIT with ROLLBACK,
// which is no error); a read sent right behind a write sees it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { pipelinedTransaction } from '@server/db/pipelined-transaction';
import { preparedOnce, rawStatement } from '@server/db/prepared';
import { ledgerBalances } from '@server/db/schema';
import { cashAccount, postTransaction } from '@server/services/ledger';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const readBalance = async (db: Db, account: string) =>
  (
    await preparedOnce(db, 'test_pipelined_balance', () =>
      db
        .select({ cents: ledgerBalances.balanceCents })
        .from(ledgerBalances)
        .where(eq(ledgerBalances.ledgerAccount, sql.placeholder('account'))),
    ).execute({ account })
  )[0]?.cents ?? null;

const post = (db: Db, account: string, cents: number) =>
  postTransaction(db, {
    kind: 'test',
    memo: 'pipelined transaction',
    entries: [
      { ledgerAccount: account, amountCents: cents },
      { ledgerAccount: 'house:pipelined_test', amountCents: -cents },
    ],
  });

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
