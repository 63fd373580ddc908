// Funding tables (spec §1 funding and sensitive data, §2 bank link, verify
// bank account, manage bank accounts, withdrawal breakdown and ACAT transfer request). Cash never
// lives here: a deposit's or withdrawal's money is in the ledger (server/services/ledger.ts); these
// rows are the requests and their state. Bank and brokerage account numbers are sensitive (spec
// §1): only their AES-256-GCM ciphertext (server/services/funding/crypto.ts) and last four digits
// are stored, never the plaintext.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads this file without the `@/` alias.
import {
  ACAT_STATUSES,
  ACAT_TRANSFER_TYPES,
  FUNDING_DIRECTIONS,
  FUNDING_TRANSFER_STATUSES,
} from '../../../src/contract/funding';
import { createdAt } from '../columns';
import { accountRef, ledgerTransactions } from './ledger';
import { userRef } from './users';

export const BANK_LINK_METHODS = ['instant', 'micro_deposits'] as const;
export const BANK_ACCOUNT_STATUSES = [
  'pending_verification',
  'verified',
  'locked',
  'removed',
] as const;
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** The BankLinkProvider that linked it (`sandbox` is the built-in stand-in). */
    provider: text('provider').notNull(),
    institutionName: text('institution_name').notNull(),
    nickname: text('nickname').notNull(),
    accountType: text('account_type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
    linkMethod: text('link_method', { enum: BANK_LINK_METHODS }).notNull(),
    /** AES-256-GCM ciphertext of the account number (crypto.ts); never the plaintext. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    lastFour: text('last_four').notNull(),
    /** A routing number identifies the bank, not the person: public, kept in the clear. */
    routingNumber: text('routing_number').notNull(),
    status: text('status', { enum: BANK_ACCOUNT_STATUSES }).notNull(),
    /** The two micro-deposits sent (1–99 ¢ each); null for an instant link. */
    microDeposit1Cents: integer('micro_deposit_1_cents'),
    microDeposit2Cents: integer('micro_deposit_2_cents'),
    /** Wrong verification tries so far; the third locks the link. */
    failedVerifications: integer('failed_verifications').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId, t.createdAt),
    check(
      'bank_accounts_micro_deposits_range',
      sql`(${t.microDeposit1Cents} is null or ${t.microDeposit1Cents} between 1 and 99) and (${t.microDeposit2Cents} is null or ${t.microDeposit2Cents} between 1 and 99)`,
    ),
  ],
);

/** Deposits and withdrawals between a linked bank account and a brokerage account. */
export const fundingTransfers = pgTable(
  'funding_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    accountId: accountRef('account_id'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: FUNDING_DIRECTIONS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The part of a deposit credited as buying power before it settled (0 for a withdrawal). */
    instantCents: bigint('instant_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: FUNDING_TRANSFER_STATUSES }).notNull().default('pending'),
    /** When the settlement job may settle (deposit) or complete (withdrawal) it. */
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A returned deposit's ACH return code and reason (status 'returned'). */
    returnReason: text('return_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settlementTransactionId: uuid('settlement_transaction_id').references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('funding_transfers_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('funding_transfers_account_created_idx').on(t.accountId, t.createdAt),
    // The settlement job's work list: only pending transfers, however many settled ones pile up.
    index('funding_transfers_pending_idx')
      .on(t.settlesAt)
      .where(sql`${t.status} = 'pending'`),
    check('funding_transfers_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'funding_transfers_instant_range',
      sql`${t.instantCents} >= 0 and ${t.instantCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * ACAT transfer requests (spec §2 "ACAT transfer request" modal) and where each stands: the
 * delivering firm validates a submitted request (→ in_progress, or rejected with its reason),
 * then delivers (→ completed, its assets in acat_receipts and its cash in the ledger). The
 * acat-transfers job moves each at `next_step_at` (server/services/funding/acat-progress.ts).
 */
export const acatTransfers = pgTable(
  'acat_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    accountId: accountRef('account_id'),
    fromBroker: text('from_broker').notNull(),
    /** AES-256-GCM ciphertext of the other broker's account number; never the plaintext. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    lastFour: text('last_four').notNull(),
    transferType: text('transfer_type', { enum: ACAT_TRANSFER_TYPES }).notNull(),
    status: text('status', { enum: ACAT_STATUSES }).notNull().default('submitted'),
    /** The delivering firm's reason for a rejection, in words the member can act on. */
    reason: text('reason'),
    /** When the job next asks the delivering firm; null once completed or rejected. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** When the status last changed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Cash delivered with the assets (a full transfer's), posted as cash_transaction_id. */
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull().default(0),
    /** The ledger transaction of the cash delivered with the assets, if any. */
    cashTransactionId: uuid('cash_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('acat_transfers_user_idx').on(t.userId, t.createdAt),
    // The job's work list: only the transfers still moving.
    index('acat_transfers_next_step_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} is not null`),
  ],
);

/**
 * The securities a completed ACAT transfer delivered, one row a symbol: the shares added to the
 * account's position at the cost basis the delivering firm reported, and their market value on
 * arrival (the day's gain counts from it, as a buy's counts from what was paid). The position
 * history replays these beside the fills (services/portfolio/timeline.ts).
 */
export const acatReceipts = pgTable(
  'acat_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acatTransferId: uuid('acat_transfer_id')
      .notNull()
      .references(() => acatTransfers.id, { onDelete: 'cascade' }),
    accountId: accountRef('account_id'),
    symbol: text('symbol').notNull(),
    quantityE5: bigint('quantity_e5', { mode: 'number' }).notNull(),
    costBasisCents: bigint('cost_basis_cents', { mode: 'number' }).notNull(),
    arrivalValueCents: bigint('arrival_value_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('acat_receipts_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('acat_receipts_transfer_symbol_key').on(t.acatTransferId, t.symbol),
    check('acat_receipts_quantity_positive', sql`${t.quantityE5} > 0`),
    check('acat_receipts_cost_nonnegative', sql`${t.costBasisCents} >= 0`),
  ],
);
