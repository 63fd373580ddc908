// One due date of one schedule, booked exactly once: the scheduler job creates each due deposit
// exactly once, also with two server instances on one PostgreSQL and after a crash mid-run. In
// ONE transaction:
//   1. take the schedule row FOR UPDATE SKIP LOCKED (another instance on it: pass it over);
//   2. insert the run row for (schedule, due date), unique: if it is already there, that date was
//      booked before, so no deposit, only the advance;
//   3. make the deposit through the ordinary deposit service (ledger postings, account lock), with
//      an Idempotency-Key derived from schedule id and due date, so even a deposit without its run
//      row is found again rather than repeated;
//   4. advance next_due_date by one period.
// A crash anywhere rolls all four back and the next run does them again. A deposit the service
// refuses (bank removed, no live account) marks the run failed and still advances: that date is
// over, and the next one is tried on its day.
//
// Each schedule gets its own transaction, not one per batch: a deposit locks the account row
// until commit, and two instances each holding a batch of several users' schedules would
// otherwise wait on each other's account locks (a deadlock).
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recurringDepositRuns, recurringDepositSchedules } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { FundingDeps } from '../deps';
import { deposit } from '../transfers';
import { followingDueDate, todayInNewYork } from './dates';

export type RunOutcome = 'created' | 'failed' | 'already_booked' | 'taken';

/** Active schedules due on or before `today`, in id order after `afterId` (the job pages). */
export async function dueScheduleIds(
  db: Db,
  today: string,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: recurringDepositSchedules.id })
    .from(recurringDepositSchedules)
    .where(
      and(
        eq(recurringDepositSchedules.status, 'active'),
        lte(recurringDepositSchedules.nextDueDate, today),
        afterId ? gt(recurringDepositSchedules.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(recurringDepositSchedules.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The deposit's Idempotency-Key: one per schedule and due date, whoever books it. */
export const recurringDepositKey = (scheduleId: string, dueDate: string) =>
  `recurring:${scheduleId}:${dueDate}`;

const decimalOf = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Books the oldest due date of one schedule (catch-up is one date per run), at instant `at`. */
export async function runDueSchedule(
  deps: FundingDeps,
  scheduleId: string,
  at: Date,
): Promise<RunOutcome> {
  const today = todayInNewYork(at);
  return deps.db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(recurringDepositSchedules)
      .where(
        and(
          eq(recurringDepositSchedules.id, scheduleId),
          eq(recurringDepositSchedules.status, 'active'),
          lte(recurringDepositSchedules.nextDueDate, today),
        ),
      )
      .for('update', { skipLocked: true });
    if (!schedule) return 'taken';
    const due = schedule.nextDueDate;
    const advance = () =>
      tx
        .update(recurringDepositSchedules)
        .set({
          nextDueDate: followingDueDate(due, schedule.frequency, schedule.anchorDay),
          updatedAt: at,
        })
        .where(eq(recurringDepositSchedules.id, schedule.id));

    const [run] = await tx
      .insert(recurringDepositRuns)
      .values({ scheduleId: schedule.id, dueDate: due, status: 'created', createdAt: at })
      .onConflictDoNothing()
      .returning({ id: recurringDepositRuns.id });
    if (!run) {
      await advance();
      return 'already_booked';
    }

    let outcome: RunOutcome;
    try {
      // deps.db is this transaction: the deposit's own transaction becomes a savepoint, so a
      // refused deposit rolls back alone and the run row can still record why.
      const { body } = await deposit(
        { ...deps, db: tx, now: () => at },
        schedule.userId,
        { amount: decimalOf(schedule.amountCents), bank_account_id: schedule.bankAccountId },
        recurringDepositKey(schedule.id, due),
      );
      await tx
        .update(recurringDepositRuns)
        .set({ transferId: body.transfer.id })
        .where(eq(recurringDepositRuns.id, run.id));
      outcome = 'created';
    } catch (error) {
      // Only the service's own refusals are the user's situation; anything else (the database
      // went away) rolls the whole run back to be tried again.
      if (!(error instanceof AppError)) throw error;
      await tx
        .update(recurringDepositRuns)
        .set({ status: 'failed', error: error.message })
        .where(eq(recurringDepositRuns.id, run.id));
      outcome = 'failed';
    }
    await advance();
    return outcome;
  });
}
