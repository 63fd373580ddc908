// A test's own cash moves and balance reads, for the suites about how statements run
// (prepared-statements, pipeline): a balance read through a statement composed once, null when the
// ledger account has none (ledger.ts balanceOf answers 0), and a posting against a house account.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { preparedOnce } from '@server/db/prepared';
import { ledgerBalances } from '@server/db/schema';
import { postTransaction } from '@server/services/ledger';

export const readBalance = async (db: Db, account: string): Promise<number | null> =>
  (
    await preparedOnce(db, 'test_balance', () =>
      db
        .select({ cents: ledgerBalances.balanceCents })
        .from(ledgerBalances)
        .where(eq(ledgerBalances.ledgerAccount, sql.placeholder('account'))),
    ).execute({ account })
  )[0]?.cents ?? null;

/** Moves `cents` into `account` from a house account named for the suite. */
export const postTestCash = (db: Db, house: string, account: string, cents: number) =>
  postTransaction(db, {
    kind: 'test',
    memo: house,
    entries: [
      { ledgerAccount: account, amountCents: cents },
      { ledgerAccount: `house:${house}`, amountCents: -cents },
    ],
  });
