// Which statements exist: one per account per month that had activity, from
// the month the account opened to the last month that has ended in New York; the current month
// has none yet. Activity is any movement on the account's ledger accounts (starting cash, a
// deposit, a hold for an order, a fill, a settlement) or any order placed. Nothing is stored:
// the list is read from the ledger and the orders each time.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type DocumentAccount,
  type DocumentsResponse,
  statementFileName,
} from '@/contract/documents';
import type { Db } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions, orders, users } from '../../db/schema';
import { notFound } from '../../errors';
import {
  pendingDepositsAccount,
  pendingWithdrawalsAccount,
  unsettledDepositsAccount,
} from '../funding/ledger-accounts';
import { cashAccount, heldAccount } from '../ledger';
import type { StatementAccount } from './data';
import { accountNumber } from './layout';
import { lastCompleteMonth, monthName, monthOf, type StatementMonth } from './months';

const everyLedgerAccount = (accountId: string) => [
  cashAccount(accountId),
  heldAccount(accountId),
  pendingDepositsAccount(accountId),
  unsettledDepositsAccount(accountId),
  pendingWithdrawalsAccount(accountId),
];

/** 'YYYY-MM' of a timestamp column in New York time. */
const easternMonth = (column: typeof ledgerTransactions.createdAt | typeof orders.createdAt) =>
  sql<string>`to_char(${column} at time zone 'America/New_York', 'YYYY-MM')`;

/** The months in which an account had activity, newest first. */
async function activeMonths(db: Db, accountId: string): Promise<StatementMonth[]> {
  const [ledgerMonths, orderMonths] = await Promise.all([
    db
      .selectDistinct({ month: easternMonth(ledgerTransactions.createdAt) })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(inArray(ledgerEntries.ledgerAccount, everyLedgerAccount(accountId))),
    db
      .selectDistinct({ month: easternMonth(orders.createdAt) })
      .from(orders)
      .where(eq(orders.accountId, accountId)),
  ]);
  const months = new Set([...ledgerMonths, ...orderMonths].map((row) => row.month));
  return [...months].sort().reverse();
}

/** The months with a statement: active, not before the opening, not after the last full month. */
async function statementMonths(
  db: Db,
  account: { id: string; createdAt: Date },
  now: Date,
): Promise<StatementMonth[]> {
  const first = monthOf(account.createdAt);
  const last = lastCompleteMonth(now);
  return (await activeMonths(db, account.id)).filter((month) => month >= first && month <= last);
}

const typeOrder = { live: 0, simulated: 1 } as const;

export async function listStatements(
  db: Db,
  userId: string,
  now: Date,
): Promise<DocumentsResponse> {
  const rows = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      status: accounts.status,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(desc(accounts.createdAt));
  rows.sort((a, b) => typeOrder[a.type] - typeOrder[b.type]);
  const result: DocumentAccount[] = [];
  for (const row of rows) {
    const months = await statementMonths(db, row, now);
    result.push({
      id: row.id,
      account_number: accountNumber(row.id),
      type: row.type,
      status: row.status,
      opened_at: row.createdAt.toISOString(),
      statements: months.map((month) => ({
        month,
        title: `Statement for ${monthName(month)}`,
        file_name: statementFileName(month),
      })),
    });
  }
  return { accounts: result, as_of: now.toISOString() };
}

/**
 * The signed-in user's account and details for one statement, or a 404: another user's account
 * is as absent as one that does not exist, so ids cannot be probed.
 */
export async function findStatement(
  db: Db,
  userId: string,
  accountId: string,
  month: StatementMonth,
  now: Date,
): Promise<{ account: StatementAccount; holder: { name: string; email: string } }> {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      status: accounts.status,
      createdAt: accounts.createdAt,
      name: users.name,
      email: users.email,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!row) throw notFound('No such account.', 'account_id');
  if (month > lastCompleteMonth(now)) {
    throw notFound(
      `The statement for ${monthName(month)} is available once the month has ended.`,
      'month',
    );
  }
  const months = await statementMonths(db, row, now);
  if (!months.includes(month)) {
    throw notFound(`This account has no statement for ${monthName(month)}.`, 'month');
  }
  return {
    account: { id: row.id, type: row.type, status: row.status },
    holder: { name: row.name, email: row.email },
  };
}
