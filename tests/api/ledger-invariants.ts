// The invariants the ledger property test (ledger-property.test.ts) checks after every step, read
// from the database alone (DESIGN.md "Money, quantities, time"):
//   - every ledger transaction balances: its entries sum to zero (one currency: US cents);
//   - each customer ledger account's kept balance (ledger_balances) is the sum of its entries;
//   - no customer balance (cash, held, pending, unsettled) is below zero;
//   - an account's held cash is what its open orders hold, and a position's held shares what its
//     open sell orders hold;
//   - a position's shares are its buy fills less its sell fills, and an order's filled totals the
//     sum of its fills;
//   - the pending, unsettled and pending-withdrawal balances are what the funding transfers say;
//   - cash + held is the opening cash plus deposits credited, less withdrawals, less buys, plus
//     sells: the ledger agrees with the business tables it is posted for.
// PostgreSQL only: it reads `xmin` to look at only the entries written since the last check.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '@server/db/client';
import { cashAccount, heldAccount } from '@server/services/ledger';
import {
  HOUSE_INSTANT_CREDIT,
  pendingDepositsAccount,
  pendingWithdrawalsAccount,
  unsettledDepositsAccount,
} from '@server/services/funding/ledger-accounts';

export interface CheckedAccount {
  accountId: string;
  /** The cash it opened with: the paper starting cash, or nothing for a live account. */
  openingCents: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const n = (value: unknown) => Number(value ?? 0);

/** Customer ledger accounts of one brokerage account, by what they hold. */
const ledgerNames = (accountId: string) => ({
  cash: cashAccount(accountId),
  held: heldAccount(accountId),
  pending: pendingDepositsAccount(accountId),
  unsettled: unsettledDepositsAccount(accountId),
  withdrawals: pendingWithdrawalsAccount(accountId),
});

const rows = (query: string) => `(SELECT coalesce(json_agg(t), '[]'::json) FROM (${query}) t)`;

/**
 * The invariants' one statement, prepared once per connection ($1 the accounts' ids, $2 their
 * ledger accounts' names, $3 the watermark): PostgreSQL plans its seven subqueries once, not after
 * every step, which was a third of the file's database time.
 */
const INVARIANTS_SQL = `SELECT
  -- Entries are append-only (ledger.ts), so only the rows written since the last check can hold
  -- an unbalanced transaction: xmin, the id of the database transaction that wrote a row, grows,
  -- and one ledger transaction's entries are written by one INSERT.
  (pg_current_xact_id()::text::bigint % 4294967296)::text AS mark,
  ${rows(`
    SELECT transaction_id::text AS id, sum(amount_cents)::text AS total, count(*) AS legs
    FROM ledger_entries WHERE xmin::text::bigint >= $3::bigint
    GROUP BY transaction_id HAVING sum(amount_cents) <> 0 OR count(*) < 2`)} AS unbalanced,
  ${rows(`
    SELECT ledger_account AS name, sum(amount_cents)::text AS total FROM ledger_entries
    WHERE ledger_account = ANY($2::text[]) GROUP BY ledger_account`)} AS balances,
  ${rows(`
    SELECT ledger_account AS name, balance_cents::text AS total FROM ledger_balances
    WHERE ledger_account = ANY($2::text[])`)} AS kept,
  ${rows(`
    SELECT account_id::text AS account, symbol, sum(held_cents)::text AS cents,
      sum(held_quantity_e5)::text AS shares
    FROM orders WHERE account_id = ANY($1::uuid[]) AND status IN ('new', 'partially_filled')
    GROUP BY account_id, symbol`)} AS holds,
  ${rows(`
    SELECT account_id::text AS account, symbol, quantity_e5::text AS quantity,
      held_quantity_e5::text AS held
    FROM positions WHERE account_id = ANY($1::uuid[])`)} AS positions,
  ${rows(`
    SELECT account_id::text AS account, symbol,
      sum(CASE WHEN side = 'buy' THEN quantity_e5 ELSE -quantity_e5 END)::text AS quantity,
      sum(CASE WHEN side = 'buy' THEN amount_cents ELSE 0 END)::text AS bought,
      sum(CASE WHEN side = 'sell' THEN amount_cents ELSE 0 END)::text AS sold
    FROM fills WHERE account_id = ANY($1::uuid[]) GROUP BY account_id, symbol`)} AS fills,
  ${rows(`
    SELECT o.id::text AS id, o.status, o.filled_quantity_e5::text AS filled,
      coalesce(f.quantity, 0)::text AS fills
    FROM orders o LEFT JOIN (
      SELECT order_id, sum(quantity_e5) AS quantity, sum(amount_cents) AS amount
      FROM fills WHERE account_id = ANY($1::uuid[]) GROUP BY order_id
    ) f ON f.order_id = o.id
    WHERE o.account_id = ANY($1::uuid[]) AND (
      o.filled_quantity_e5 <> coalesce(f.quantity, 0)
      OR o.filled_amount_cents <> coalesce(f.amount, 0)
      OR o.held_cents < 0 OR o.held_quantity_e5 < 0
      OR (o.status NOT IN ('new', 'partially_filled')
        AND (o.held_cents <> 0 OR o.held_quantity_e5 <> 0)))`)} AS bad_orders,
  ${rows(`
    SELECT account_id::text AS account, direction, status,
      sum(amount_cents)::text AS amount, sum(instant_cents)::text AS instant
    FROM funding_transfers WHERE account_id = ANY($1::uuid[])
    GROUP BY account_id, direction, status`)} AS transfers`;

export class LedgerChecker {
  /** Transaction ids (xid, 32 bits) below this were checked already. */
  private watermark = 0;

  /** The pool under `db` (PostgreSQL only), for the prepared statement: pg's named queries. */
  private readonly pool: pg.Pool;

  constructor(private readonly db: Db) {
    this.pool = (db as unknown as { $client: pg.Pool }).$client;
  }

  /** Every problem found, empty when all invariants hold. One statement: one round trip. */
  async problems(checked: CheckedAccount[]): Promise<string[]> {
    const ids = checked.map((account) => account.accountId);
    const names = ids.flatMap((id) => Object.values(ledgerNames(id)));
    const { rows } = await this.pool.query<Record<string, unknown>>({
      name: 'ledger-invariants',
      text: INVARIANTS_SQL,
      values: [ids, names, this.watermark],
    });
    const result = rows[0];
    if (!result) throw new Error('the invariant query returned no row');
    this.watermark = n(result.mark);
    const list = <T>(name: string) => result[name] as T[];
    const unbalanced = list<{ id: string; total: string; legs: number }>('unbalanced').map(
      (row) => `ledger transaction ${row.id}: ${row.legs} legs summing ${row.total}`,
    );

    const problems = [...unbalanced];
    const balance = new Map(
      list<{ name: string; total: string }>('balances').map((row) => [row.name, n(row.total)]),
    );
    const kept = new Map(
      list<{ name: string; total: string }>('kept').map((row) => [row.name, n(row.total)]),
    );
    for (const { accountId, openingCents } of checked) {
      const names = ledgerNames(accountId);
      const of = (name: string) => balance.get(name) ?? 0;
      for (const [what, name] of Object.entries(names)) {
        if (of(name) < 0) problems.push(`${accountId} ${what} is ${of(name)} cents`);
        const runningBalance = kept.get(name) ?? 0;
        if (runningBalance !== of(name)) {
          problems.push(
            `${accountId} ${what}: kept balance ${runningBalance} ≠ entries ${of(name)}`,
          );
        }
      }

      const mine = <T>(name: string) =>
        list<T & { account: string }>(name).filter((row) => row.account === accountId);
      const holds = mine<{ symbol: string; cents: string; shares: string }>('holds');
      const heldByOrders = holds.reduce((sum, row) => sum + n(row.cents), 0);
      if (of(names.held) !== heldByOrders) {
        problems.push(`${accountId} held ${of(names.held)} ≠ open orders' holds ${heldByOrders}`);
      }

      const positions = mine<{ symbol: string; quantity: string; held: string }>('positions');
      const fills = mine<{ symbol: string; quantity: string; bought: string; sold: string }>(
        'fills',
      );
      const symbols = new Set([...positions, ...fills, ...holds].map((row) => row.symbol));
      for (const symbol of symbols) {
        const position = positions.find((row) => row.symbol === symbol);
        const quantity = n(position?.quantity);
        const fromFills = n(fills.find((row) => row.symbol === symbol)?.quantity);
        const heldShares = n(holds.find((row) => row.symbol === symbol)?.shares);
        if (quantity !== fromFills) {
          problems.push(`${accountId} ${symbol}: position ${quantity} ≠ fills ${fromFills}`);
        }
        if (position && quantity === 0) problems.push(`${accountId} ${symbol}: empty position`);
        if (n(position?.held) !== heldShares || heldShares > quantity) {
          problems.push(
            `${accountId} ${symbol}: ${n(position?.held)} shares held of ${quantity}, open sells hold ${heldShares}`,
          );
        }
      }

      const transfers = mine<{
        direction: string;
        status: string;
        amount: string;
        instant: string;
      }>('transfers');
      const total = (direction: string, status: string | null, field: 'amount' | 'instant') =>
        transfers
          .filter((row) => row.direction === direction && (!status || row.status === status))
          .reduce((sum, row) => sum + n(row[field]), 0);
      const pendingExpected =
        total('deposit', 'pending', 'amount') - total('deposit', 'pending', 'instant');
      const expected: Array<[string, number, number]> = [
        ['pending deposits', of(names.pending), pendingExpected],
        ['unsettled deposits', of(names.unsettled), total('deposit', 'pending', 'instant')],
        ['pending withdrawals', of(names.withdrawals), total('withdrawal', 'pending', 'amount')],
      ];
      const bought = fills.reduce((sum, row) => sum + n(row.bought), 0);
      const sold = fills.reduce((sum, row) => sum + n(row.sold), 0);
      const credited =
        total('deposit', 'pending', 'instant') + total('deposit', 'settled', 'amount');
      const money = openingCents + credited - total('withdrawal', null, 'amount') - bought + sold;
      expected.push(['cash + held', of(names.cash) + of(names.held), money]);
      for (const [what, actual, wanted] of expected) {
        if (actual !== wanted) problems.push(`${accountId} ${what} ${actual} ≠ ${wanted}`);
      }
    }
    for (const row of list<{ id: string; status: string; filled: string; fills: string }>(
      'bad_orders',
    )) {
      problems.push(
        `order ${row.id} (${row.status}): filled ${row.filled}, fills ${row.fills}, or holds left`,
      );
    }
    return problems;
  }

  /** Over the whole database: slower, for the end of a run. */
  async globalProblems(): Promise<string[]> {
    const [unbalanced, total, negative, instant, drifted] = await Promise.all([
      this.db.execute(sql`
        SELECT count(*)::int AS count FROM (SELECT transaction_id FROM ledger_entries
        GROUP BY transaction_id HAVING sum(amount_cents) <> 0) t`),
      this.db.execute(
        sql`SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries`,
      ),
      this.db.execute(sql`
        SELECT ledger_account AS name, sum(amount_cents)::text AS total FROM ledger_entries
        WHERE ledger_account LIKE 'account:%' GROUP BY ledger_account
        HAVING sum(amount_cents) < 0`),
      // The firm's instant credit is exactly what customers hold as unsettled deposits.
      this.db.execute(sql`
        SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries
        WHERE ledger_account = ${HOUSE_INSTANT_CREDIT}
          OR ledger_account LIKE 'account:%:unsettled_deposits'`),
      // Every customer ledger account's kept balance, the rewards' too, is its entries' sum.
      this.db.execute(sql`
        SELECT coalesce(e.ledger_account, b.ledger_account) AS name,
          coalesce(e.total, 0)::text AS total, coalesce(b.balance_cents, 0)::text AS kept
        FROM (SELECT ledger_account, sum(amount_cents) AS total FROM ledger_entries
          WHERE ledger_account NOT LIKE 'house:%' GROUP BY ledger_account) e
        FULL JOIN ledger_balances b ON b.ledger_account = e.ledger_account
        WHERE coalesce(e.total, 0) <> coalesce(b.balance_cents, 0)`),
    ]);
    const problems: string[] = [];
    const count = n(rowsOf<{ count: number }>(unbalanced)[0]?.count);
    if (count > 0) problems.push(`${count} unbalanced ledger transactions`);
    const sum = n(rowsOf<{ total: string }>(total)[0]?.total);
    if (sum !== 0) problems.push(`all ledger entries sum to ${sum}`);
    for (const row of rowsOf<{ name: string; total: string }>(negative)) {
      problems.push(`${row.name} is ${row.total} cents`);
    }
    const credit = n(rowsOf<{ total: string }>(instant)[0]?.total);
    if (credit !== 0) problems.push(`instant credit and unsettled deposits differ by ${credit}`);
    for (const row of rowsOf<{ name: string; total: string; kept: string }>(drifted)) {
      problems.push(`${row.name}: kept balance ${row.kept} ≠ entries ${row.total}`);
    }
    return problems;
  }
}
