// Memberships and paid subscriptions. Every charge attempt is a row in
// `payments` (declines too, so a member's history explains itself); a successful one points at
// its ledger transaction. Card numbers never reach the database: only brand and last four.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { ledgerTransactions } from './ledger';
import { userRef } from './users';

export const MEMBERSHIP_STATUSES = ['active', 'cancelled', 'lapsed'] as const;
export const PAYMENT_PURPOSES = ['membership', 'viewpoint_subscription'] as const;
export const PAYMENT_STATUSES = ['succeeded', 'declined', 'waived'] as const;

/** One membership per member; a new period is a renewal of the same row. */
export const memberships = pgTable('memberships', {
  userId: userRef('user_id').primaryKey(),
  plan: text('plan').notNull(),
  status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull(),
  /** The monthly fee the current period was charged (0 when waived). */
  periodFeeCents: bigint('period_fee_cents', { mode: 'number' }).notNull(),
  feeWaived: boolean('fee_waived').notNull().default(false),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** Cancelled members keep the benefits until the period ends, then it lapses. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** The plan for a membership, the contributor's id for a viewpoint subscription. */
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The payment provider's name and its id for the charge (null when declined or waived). */
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineReason: text('decline_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);
