// Statements composed once (server/db/prepared.ts) run on their caller's connection: inside a
// transaction they see its uncommitted writes and take its locks; outside it they do not. A lock
// or a balance read that ran on another connection would let two orders spend the same cash. The
// ledger posting here is one too (a raw statement, ledger.ts postingStatement): composed first
// inside a transaction that rolls back, it must leave nothing behind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { cashAccount } from '@server/services/ledger';
import { postTestCash, readBalance } from '../support/test-balances';
import { createTestContext, databaseKind, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (db: Db, account: string, cents: number) =>
  postTestCash(db, 'prepared_test', account, cents);

describe('a statement composed once', () => {
  it("runs on a transaction's connection when a transaction calls it, and on the pool otherwise", async () => {
    const account = cashAccount(randomUUID());
    // Composed first inside a transaction: later callers must not inherit its connection.
    await ctx.db
      .transaction(async (tx) => {
        await post(tx, account, 700);
        expect(await readBalance(tx, account)).toBe(700);
        // Another connection does not see it yet (PGlite has one connection: the read would wait).
        if (databaseKind() === 'postgres') expect(await readBalance(ctx.db, account)).toBeNull();
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(await readBalance(ctx.db, account)).toBeNull();

    await post(ctx.db, account, 300);
    expect(await readBalance(ctx.db, account)).toBe(300);
    await ctx.db.transaction(async (tx) => {
      await post(tx, account, 200);
      expect(await readBalance(tx, account)).toBe(500);
    });
    expect(await readBalance(ctx.db, account)).toBe(500);
  });
});
