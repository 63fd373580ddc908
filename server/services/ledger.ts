// The ledger (DESIGN.md "Money"): every movement of cash is one balanced, append-only
// double-entry transaction in integer cents. A customer ledger account's balance is kept by the
// database as its entries are posted (`ledger_balances`, schema/ledger.ts); a house account's is
// summed from its entries.
//
// Ledger accounts: `account:<id>:cash` is an account's buying power; `account:<id>:held` the
// buying power reserved by its open buy orders; `house:paper_funding` the firm's side of virtual
// paper cash; `house:market_settlement` the market's side of every trade (a buy's cost goes to
// it, a sell's proceeds come from it). A customer balance is positive; house balances go negative.
// Deposits, withdrawals and their settlement have their own accounts:
// server/services/funding/ledger-accounts.ts.
//
// No customer cash below zero: whatever takes money out of `account:<id>:cash` first
// locks that account's row (lockAccountRow) and reads the balance in the same transaction, so
// two requests, on one server or several on one PostgreSQL, cannot both spend the same cash.
import { eq, inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type Db, executedRows } from '../db/client';
import { preparedOnce, rawStatement } from '../db/prepared';
import { accounts, ledgerBalances, ledgerEntries, ledgerTransactions } from '../db/schema';

export interface LedgerEntry {
  ledgerAccount: string;
  amountCents: number;
}

export const cashAccount = (accountId: string) => `account:${accountId}:cash`;
/** cashAccount in SQL, for an account id a query finds. */
export const cashAccountSql = (accountId: SQLWrapper) =>
  sql`'account:' || (${accountId}) || ':cash'`;
export const heldAccount = (accountId: string) => `account:${accountId}:held`;
export const HOUSE_PAPER_FUNDING = 'house:paper_funding';
export const HOUSE_MARKET_SETTLEMENT = 'house:market_settlement';

export interface Posting {
  kind: string;
  memo: string;
  idempotencyKey?: string;
  entries: LedgerEntry[];
  /** When it happened, if not now (a fill at a frozen test clock, say). */
  at?: Date;
}

export async function postTransaction(db: Db, input: Posting): Promise<string> {
  const legs = input.entries.length;
  // The transaction and its entries in one statement: one round trip, on every money path.
  const result = await postingStatement(db, legs).execute(postingValues(input, legs));
  const [row] = executedRows<{ id: string }>(result);
  if (!row) throw new Error('ledger insert returned no row');
  return row.id;
}

/**
 * A posting's placeholder values (see postingSql), its entries checked: at least two, non-zero
 * integer cents, summing to zero. `legs` rows are filled; a posting of fewer entries (a statement
 * made with `skipZero`) leaves the rest at zero cents.
 */
export function postingValues(input: Posting, legs: number): Record<string, unknown> {
  const { entries } = input;
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  if (entries.length > legs) throw new Error(`a posting of ${legs} legs got ${entries.length}`);
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new Error(`ledger amounts are non-zero integer cents, got ${entry.amountCents}`);
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  if (total !== 0) throw new Error(`unbalanced ledger transaction (sum ${total})`);
  const values: Record<string, unknown> = {
    kind: input.kind,
    memo: input.memo,
    key: input.idempotencyKey ?? null,
    at: input.at?.toISOString() ?? null,
  };
  for (let leg = 0; leg < legs; leg++) {
    values[`account${leg}`] = entries[leg]?.ledgerAccount ?? entries[0]!.ledgerAccount;
    values[`cents${leg}`] = entries[leg]?.amountCents ?? 0;
  }
  return values;
}

/**
 * The SQL of a posting of up to `legs` entries, with placeholders (postingValues): `transaction`
 * inserts the ledger transaction and returns its id, `entries` inserts its entries, reading that
 * id from a CTE named `posted`. `skipZero`: legs of zero cents are left out (one statement for
 * postings of two or three entries).
 */
export function postingSql(legs: number, skipZero = false): { transaction: SQL; entries: SQL } {
  const value = sql.placeholder;
  const rows = sql.join(
    Array.from(
      { length: legs },
      (_, leg) => sql`(${value(`account${leg}`)}::text, ${value(`cents${leg}`)}::bigint)`,
    ),
    sql`, `,
  );
  return {
    transaction: sql`INSERT INTO ${ledgerTransactions} (kind, memo, idempotency_key, created_at)
      VALUES (${value('kind')}, ${value('memo')}, ${value('key')},
        coalesce(${value('at')}::timestamptz, now()))
      RETURNING id`,
    entries: sql`INSERT INTO ${ledgerEntries} (transaction_id, ledger_account, amount_cents)
      SELECT posted.id, leg.account, leg.cents FROM posted, (VALUES ${rows}) AS leg(account, cents)
      ${skipZero ? sql`WHERE leg.cents <> 0` : sql``}`,
  };
}

/**
 * A posting of `legs` entries, composed once per number of legs (db/prepared.ts): every order
 * posts one, and a raw statement costs drizzle as much to compose as a built one.
 */
function postingStatement(db: Db, legs: number) {
  const { transaction, entries } = postingSql(legs);
  return preparedOnce(db, `ledger_post_${legs}`, () =>
    rawStatement(
      db,
      sql`WITH posted AS (${transaction}) ${entries} RETURNING transaction_id AS id`,
    ),
  );
}

/** The firm's side (`house:<name>`): no kept balance, summed from the entries. */
const isHouseAccount = (ledgerAccount: string) => ledgerAccount.startsWith('house:');

export async function balances(db: Db, ledgerAccounts: string[]): Promise<Map<string, number>> {
  const result = new Map(ledgerAccounts.map((account) => [account, 0]));
  const house = ledgerAccounts.filter(isHouseAccount);
  const kept = ledgerAccounts.filter((account) => !isHouseAccount(account));
  // One after the other: inside a transaction both would queue on its one connection anyway.
  // Composed and planned once for any number of accounts (db/prepared.ts): one array parameter.
  const keptRows =
    kept.length === 0
      ? []
      : await preparedOnce(db, 'ledger_balances', () =>
          db
            .select({ account: ledgerBalances.ledgerAccount, total: ledgerBalances.balanceCents })
            .from(ledgerBalances)
            .where(
              sql`${ledgerBalances.ledgerAccount} = ANY(${sql.placeholder('accounts')}::text[])`,
            ),
        ).execute({ accounts: kept });
  const houseRows =
    house.length === 0
      ? []
      : await db
          .select({
            account: ledgerEntries.ledgerAccount,
            total: sql<string>`sum(${ledgerEntries.amountCents})`,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.ledgerAccount, house))
          .groupBy(ledgerEntries.ledgerAccount);
  for (const row of [...keptRows, ...houseRows]) result.set(row.account, Number(row.total));
  return result;
}

export async function balanceOf(db: Db, ledgerAccount: string): Promise<number> {
  if (isHouseAccount(ledgerAccount)) {
    return (await balances(db, [ledgerAccount])).get(ledgerAccount) ?? 0;
  }
  // Every order reads one: composed once (db/prepared.ts).
  const [row] = await preparedOnce(db, 'ledger_balance', () =>
    db
      .select({ total: ledgerBalances.balanceCents })
      .from(ledgerBalances)
      .where(eq(ledgerBalances.ledgerAccount, sql.placeholder('account'))),
  ).execute({ account: ledgerAccount });
  return row ? Number(row.total) : 0;
}

/**
 * Locks a brokerage account's row until the transaction ends and returns it, or null when there
 * is none. Call it inside db.transaction before reading a balance that decides whether cash may
 * leave the account. `FOR NO KEY UPDATE` is PostgreSQL's row lock for writers that leave the key
 * alone: it excludes every other cash mover exactly as FOR UPDATE would, but not the FOR KEY SHARE
 * lock that inserting a row referencing the account (an order, a fill) takes, so a transaction
 * that inserted its order before locking cannot deadlock with another one doing the same.
 */
export async function lockAccountRow(
  db: Db,
  accountId: string,
): Promise<{ id: string; userId: string; type: 'live' | 'simulated'; status: string } | null> {
  // Composed once (db/prepared.ts), and run on the transaction's connection, where the lock is.
  const [row] = await preparedOnce(db, 'lock_account_row', () =>
    db
      .select({
        id: accounts.id,
        userId: accounts.userId,
        type: accounts.type,
        status: accounts.status,
      })
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('account')))
      .for('no key update'),
  ).execute({ account: accountId });
  return row ?? null;
}

/** Thrown (rolling the transaction back) when a posting would leave customer cash below zero. */
class NegativeBalanceError extends Error {
  constructor(
    readonly ledgerAccount: string,
    readonly balanceCents: number,
  ) {
    super(`${ledgerAccount} would be ${balanceCents} cents`);
    this.name = 'NegativeBalanceError';
  }
}

/** The last line of defence after a posting, under the account lock: never below zero. */
export async function assertNotNegative(db: Db, ledgerAccounts: string[]): Promise<void> {
  for (const [account, balance] of await balances(db, ledgerAccounts)) {
    if (balance < 0) throw new NegativeBalanceError(account, balance);
  }
}
