// Recurring deposit schedules: create, list, get, edit, cancel (spec §2
// /funding/recurring-deposits and /funding/schedule-new-recurring-deposit). The rules a deposit
// has are the deposit service's (a verified bank of the user's, a live account); they are checked
// here too so that a schedule that could never run is refused when it is made, not months later.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  type CreateRecurringDepositRequest,
  depositDateProblem,
  type RecurringDeposit,
  type UpdateRecurringDepositRequest,
} from '@/contract/recurring-deposits';
import type { Db } from '../../../db/client';
import { recurringDepositSchedules } from '../../../db/schema';
import { invalidInput, conflict } from '../../../errors';
import { keyReusedError } from '../../idempotency';
import { findBankAccount } from '../bank-accounts';
import type { FundingDeps } from '../deps';
import { liveAccountId, noLiveAccount } from '../live-account';
import { anchorDayOf, todayInNewYork } from './dates';
import { findSchedule, type ScheduleRow, scheduleView, scheduleViews } from './views';
import { requireVerifiedEmail } from '../../email-verification';

/** The bank must be the user's and verified, as a deposit needs (transfers.ts). */
async function verifiedBank(db: Db, userId: string, bankAccountId: string) {
  const bank = await findBankAccount(db, userId, bankAccountId);
  if (bank.status !== 'verified') {
    throw conflict(
      bank.status === 'pending_verification'
        ? 'Verify this bank account with its two micro-deposits first.'
        : `This bank account is ${bank.status}: choose another or link a bank account again.`,
      'bank_account_id',
    );
  }
  return bank;
}

function checkDate(date: string, field: string, now: Date): void {
  const problem = depositDateProblem(date, todayInNewYork(now));
  if (problem) throw invalidInput(`${field} ${problem}.`, field);
}

const hashOf = (input: CreateRecurringDepositRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.amount_cents,
        input.bank_account_id,
        input.frequency,
        input.start_date,
      ]),
    )
    .digest('hex');

/**
 * A new schedule. The Idempotency-Key is kept on the row (unique per user): a retry of the same
 * request returns the schedule made the first time, the same key with another body is 422.
 */
export async function createSchedule(
  deps: FundingDeps,
  userId: string,
  input: CreateRecurringDepositRequest,
  idempotencyKey: string,
): Promise<RecurringDeposit> {
  const at = deps.now();
  const hash = hashOf(input);
  return deps.db.transaction(async (tx) => {
    const earlier = await byKey(tx, userId, idempotencyKey);
    if (earlier) return replay(tx, earlier, hash);
    await requireVerifiedEmail(tx, userId);
    checkDate(input.start_date, 'start_date', at);
    const accountId = await liveAccountId(tx, userId);
    if (!accountId) throw noLiveAccount();
    await verifiedBank(tx, userId, input.bank_account_id);
    const [row] = await tx
      .insert(recurringDepositSchedules)
      .values({
        userId,
        accountId,
        bankAccountId: input.bank_account_id,
        amountCents: input.amount_cents,
        frequency: input.frequency,
        startDate: input.start_date,
        nextDueDate: input.start_date,
        anchorDay: anchorDayOf(input.start_date),
        idempotencyKey,
        requestHash: hash,
        createdAt: at,
        updatedAt: at,
      })
      // A concurrent retry with the same key got there first: answer with its schedule.
      .onConflictDoNothing()
      .returning();
    if (row) return scheduleView(tx, row);
    const first = await byKey(tx, userId, idempotencyKey);
    if (!first) throw new Error('a recurring deposit key conflicted but its row is gone');
    return replay(tx, first, hash);
  });
}

async function byKey(db: Db, userId: string, key: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringDepositSchedules)
    .where(
      and(
        eq(recurringDepositSchedules.userId, userId),
        eq(recurringDepositSchedules.idempotencyKey, key),
      ),
    );
  return row;
}

function replay(db: Db, row: ScheduleRow, hash: string): Promise<RecurringDeposit> {
  if (row.requestHash !== hash) throw keyReusedError();
  return scheduleView(db, row);
}

/** The user's schedules, newest first; cancelled ones stay listed with their status. */
export async function listSchedules(db: Db, userId: string): Promise<RecurringDeposit[]> {
  const rows = await db
    .select()
    .from(recurringDepositSchedules)
    .where(eq(recurringDepositSchedules.userId, userId))
    .orderBy(desc(recurringDepositSchedules.createdAt), desc(recurringDepositSchedules.id));
  return scheduleViews(db, userId, rows);
}

export async function getSchedule(db: Db, userId: string, id: string): Promise<RecurringDeposit> {
  return scheduleView(db, await findSchedule(db, userId, id));
}

/**
 * Edits amount, frequency, next date or bank. The row is locked, so an edit waits for a run of the
 * job in progress on it and the job skips it while the edit holds it. A new next date also moves
 * a monthly schedule's anchor day to that date's day.
 */
export async function updateSchedule(
  deps: FundingDeps,
  userId: string,
  id: string,
  input: UpdateRecurringDepositRequest,
): Promise<RecurringDeposit> {
  const at = deps.now();
  const changes = Object.values(input).filter((value) => value !== undefined);
  if (changes.length === 0) {
    throw invalidInput(
      'Send at least one of amount_cents, bank_account_id, frequency and next_date.',
      'amount_cents',
    );
  }
  if (input.next_date !== undefined) checkDate(input.next_date, 'next_date', at);
  return deps.db.transaction(async (tx) => {
    const row = await findSchedule(tx, userId, id, { forUpdate: true });
    if (row.status !== 'active') {
      throw conflict('This recurring deposit was cancelled: schedule a new one.', 'id');
    }
    if (input.bank_account_id !== undefined) {
      await verifiedBank(tx, userId, input.bank_account_id);
    }
    const frequency = input.frequency ?? row.frequency;
    const nextDueDate = input.next_date ?? row.nextDueDate;
    const anchorDay =
      input.next_date !== undefined || frequency !== row.frequency
        ? anchorDayOf(nextDueDate)
        : row.anchorDay;
    const [updated] = await tx
      .update(recurringDepositSchedules)
      .set({
        amountCents: input.amount_cents ?? row.amountCents,
        bankAccountId: input.bank_account_id ?? row.bankAccountId,
        frequency,
        nextDueDate,
        anchorDay,
        updatedAt: at,
      })
      .where(eq(recurringDepositSchedules.id, row.id))
      .returning();
    if (!updated) throw new Error('recurring deposit update returned no row');
    return scheduleView(tx, updated);
  });
}

/** Cancels a schedule; cancelling a cancelled one answers the same (a retried DELETE is safe). */
export async function cancelSchedule(
  deps: FundingDeps,
  userId: string,
  id: string,
): Promise<RecurringDeposit> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await findSchedule(tx, userId, id, { forUpdate: true });
    if (row.status === 'cancelled') return scheduleView(tx, row);
    const [updated] = await tx
      .update(recurringDepositSchedules)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(eq(recurringDepositSchedules.id, row.id))
      .returning();
    if (!updated) throw new Error('recurring deposit cancel returned no row');
    return scheduleView(tx, updated);
  });
}
