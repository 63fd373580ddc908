// The kept balances (ledger_balances, migration 0034): a customer ledger account's balance follows
// every posting in the transaction that posts it, whatever code posts it; house accounts are
// summed from their entries; entries cannot be changed or removed (DESIGN.md "Money").
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances } from '@server/db/schema';
import { balances, cashAccount, heldAccount, postTransaction } from '@server/services/ledger';
import { createTestContext, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUSE = 'house:ledger_balances_test';

describe('kept ledger balances', () => {
  it('follow postings, one statement or several, and leave house accounts to the entries', async () => {
    const id = randomUUID();
    const [cash, held] = [cashAccount(id), heldAccount(id)];
    await postTransaction(ctx.db, {
      kind: 'test',
      memo: 'opening',
      entries: [
        { ledgerAccount: cash, amountCents: 10_000 },
        { ledgerAccount: HOUSE, amountCents: -10_000 },
      ],
    });
    await ctx.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: 'test',
        memo: 'hold',
        entries: [
          { ledgerAccount: cash, amountCents: -2_500 },
          { ledgerAccount: held, amountCents: 2_500 },
        ],
      });
      // Read back inside the transaction that posted: the balance is already there.
      expect((await balances(tx, [cash, held])).get(cash)).toBe(7_500);
    });
    // A transaction that rolls back leaves the kept balance as it was.
    await expect(
      ctx.db.transaction(async (tx) => {
        await postTransaction(tx, {
          kind: 'test',
          memo: 'undone',
          entries: [
            { ledgerAccount: cash, amountCents: -1 },
            { ledgerAccount: HOUSE, amountCents: 1 },
          ],
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(Object.fromEntries(await balances(ctx.db, [cash, held, HOUSE]))).toEqual({
      [cash]: 7_500,
      [held]: 2_500,
      [HOUSE]: -10_000,
    });
    const kept = await ctx.db.select().from(ledgerBalances);
    expect(kept.filter((row) => row.ledgerAccount.includes(id))).toHaveLength(2);
    expect(kept.some((row) => row.ledgerAccount === HOUSE)).toBe(false);
  });

  it('refuses to change or remove an entry', async () => {
    for (const statement of [
      sql`UPDATE ledger_entries SET amount_cents = amount_cents + 1`,
      sql`DELETE FROM ledger_entries`,
    ]) {
      const refusal = await ctx.db.execute(statement).then(
        () => null,
        (error: Error) => error.cause,
      );
      expect(String(refusal)).toMatch(/append-only/);
    }
  });
});
