// Recurring deposit tables (spec §2 /funding/recurring-deposits and
// /funding/schedule-new-recurring-deposit). A schedule says how much, how often and from which
// bank; the scheduler job (server/jobs/recurring-deposits.ts) makes each due deposit through the
// ordinary deposit service, so the money itself is in funding_transfers and the ledger, never here.
//
// Exactly once: a run row is written for each (schedule, due date) in the same transaction as the
// deposit it made and the advance of next_due_date. Its UNIQUE (schedule_id, due_date) means that
// whatever happens (two instances, a crash between steps, a retry) a due date gets one run, so
// one deposit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RECURRING_FREQUENCIES,
  RECURRING_RUN_STATUSES,
  RECURRING_STATUSES,
} from '../../../src/contract/recurring-deposits';
import { createdAt } from '../columns';
import { accountRef } from './ledger';
import { userRef } from './users';
import { bankAccounts, fundingTransfers } from './funding';

export const recurringDepositSchedules = pgTable(
  'recurring_deposit_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** The live account the deposits go to (server/services/funding/live-account.ts). */
    accountId: accountRef('account_id'),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    frequency: text('frequency', { enum: RECURRING_FREQUENCIES }).notNull(),
    /** Calendar dates in New York: a deposit is due on a day, whatever the server's zone. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }).notNull(),
    /**
     * The day of the month a monthly schedule aims for (the start or the edited next date): one
     * started on the 31st falls on Feb 28 and is back on Mar 31, not stuck on the 28th.
     */
    anchorDay: integer('anchor_day').notNull(),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('active'),
    /** The create request's Idempotency-Key and body hash: a retry returns this schedule. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recurring_deposit_schedules_user_idem_key').on(t.userId, t.idempotencyKey),
    index('recurring_deposit_schedules_user_idx').on(t.userId, t.createdAt),
    // The job's work list: active schedules by due date, however many cancelled ones pile up.
    index('recurring_deposit_schedules_due_idx')
      .on(t.nextDueDate)
      .where(sql`${t.status} = 'active'`),
    check(
      'recurring_deposit_schedules_amount_range',
      sql`${t.amountCents} between 1 and 100000000`,
    ),
    check('recurring_deposit_schedules_anchor_day', sql`${t.anchorDay} between 1 and 31`),
  ],
);

/** One row per due date a schedule reached: the deposit made, or why it could not be. */
export const recurringDepositRuns = pgTable(
  'recurring_deposit_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => recurringDepositSchedules.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: RECURRING_RUN_STATUSES }).notNull(),
    transferId: uuid('transfer_id').references(() => fundingTransfers.id, {
      onDelete: 'set null',
    }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recurring_deposit_runs_schedule_due_key').on(t.scheduleId, t.dueDate)],
);
