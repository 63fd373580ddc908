// How a schedule looks through the API: its bank (name and last four only, spec §1 sensitive
// data) and its latest run. Every read is scoped by the user id (CONVENTIONS "every query scoped").
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RecurringDeposit } from '@/contract/recurring-deposits';
import { isUuid } from '@/contract/orders';
import type { Db } from '../../../db/client';
import { bankAccounts, recurringDepositRuns, recurringDepositSchedules } from '../../../db/schema';
import { notFound } from '../../../errors';

export type ScheduleRow = typeof recurringDepositSchedules.$inferSelect;
type RunRow = typeof recurringDepositRuns.$inferSelect;

const scheduleNotFound = () => notFound('There is no such recurring deposit.', 'id');

/** The user's schedule, optionally locked for an edit; another user's is 404, like a missing one. */
export async function findSchedule(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScheduleRow> {
  if (!isUuid(id)) throw scheduleNotFound();
  const query = db
    .select()
    .from(recurringDepositSchedules)
    .where(and(eq(recurringDepositSchedules.id, id), eq(recurringDepositSchedules.userId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw scheduleNotFound();
  return row;
}

/** Views of these schedules, in the order given. */
export async function scheduleViews(
  db: Db,
  userId: string,
  rows: ScheduleRow[],
): Promise<RecurringDeposit[]> {
  if (rows.length === 0) return [];
  const banks = await db
    .select({
      id: bankAccounts.id,
      nickname: bankAccounts.nickname,
      lastFour: bankAccounts.lastFour,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));
  const bankById = new Map(banks.map((bank) => [bank.id, bank]));
  const runs = await db
    .selectDistinctOn([recurringDepositRuns.scheduleId])
    .from(recurringDepositRuns)
    .where(
      inArray(
        recurringDepositRuns.scheduleId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(recurringDepositRuns.scheduleId, desc(recurringDepositRuns.dueDate));
  const lastRun = new Map<string, RunRow>(runs.map((run) => [run.scheduleId, run]));
  return rows.map((row) => {
    const bank = bankById.get(row.bankAccountId);
    const run = lastRun.get(row.id);
    return {
      id: row.id,
      amount_cents: row.amountCents,
      frequency: row.frequency,
      start_date: row.startDate,
      next_date: row.status === 'active' ? row.nextDueDate : null,
      status: row.status,
      bank_account_id: row.bankAccountId,
      bank_name: bank?.nickname ?? 'Bank account',
      bank_last_four: bank?.lastFour ?? '',
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      last_run: run
        ? {
            due_date: run.dueDate,
            status: run.status,
            transfer_id: run.transferId,
            error: run.error,
          }
        : null,
    };
  });
}

export async function scheduleView(db: Db, row: ScheduleRow): Promise<RecurringDeposit> {
  const [view] = await scheduleViews(db, row.userId, [row]);
  if (!view) throw new Error('a schedule view went missing');
  return view;
}
