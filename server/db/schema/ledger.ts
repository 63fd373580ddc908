// Brokerage accounts and the double-entry ledger every cent moves through (DESIGN.md "Money").
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { userRef } from './users';

/** An account's id in another table: required, and removed with the account. */
export const accountRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * Brokerage accounts: every user has a simulated one from sign-up; a live one is applied for.
 * Resetting a paper account closes it and opens a fresh one, so the old one's history (orders,
 * fills, ledger) stays as it was: only one account per type is not closed.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    type: text('type', { enum: ['live', 'simulated'] }).notNull(),
    status: text('status', { enum: ['open', 'application_not_started', 'closed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_user_type_key')
      .on(t.userId, t.type)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

/**
 * The ledger (DESIGN.md "Money"): append-only double-entry. A transaction's entries sum to zero;
 * an account's balance is the sum of its entries (for customer accounts, kept as they are posted:
 * ledgerBalances below). Cash is integer cents.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    memo: text('memo').notNull(),
    /** Retries of the same money request find the first transaction (unique per kind). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_key').on(t.kind, t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** `account:<uuid>:cash` for a customer account, `house:<name>` for the firm's side. */
    ledgerAccount: text('ledger_account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.ledgerAccount),
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Each customer ledger account's balance, kept by the database in the transaction that posts its
 * entries (a trigger on `ledger_entries`, migration 0034), so deciding whether cash may leave an
 * account reads one row, not every entry it ever had. The firm's `house:` accounts are left out:
 * every trade posts to one of them, and one row that every order updates would make all orders
 * wait on each other; their balances are summed from the entries, read rarely.
 */
export const ledgerBalances = pgTable('ledger_balances', {
  ledgerAccount: text('ledger_account').primaryKey(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
});
