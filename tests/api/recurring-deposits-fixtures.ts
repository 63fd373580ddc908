// Fixtures for the recurring deposit tests: the funding context's frozen clock (START is Wednesday
// 2025-06-11, 11:00 in New York), a scheduler job on that clock, and helpers to schedule, count and
// read back.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fundingTransfers, recurringDepositRuns } from '@server/db/schema';
import {
  createRecurringDepositJob,
  type RecurringDepositJob,
} from '@server/jobs/recurring-deposits';
import { fundingDeps } from '@server/services/funding/deps';
import type { Agent, AgentResponse } from '../support/agent';
import type { FundingContext } from './funding-fixtures';

export const RECURRING_URL = '/api/v1/funding/recurring_deposits';

export interface ScheduleJson {
  id: string;
  amount_cents: number;
  frequency: string;
  start_date: string;
  next_date: string | null;
  status: string;
  bank_account_id: string;
  bank_last_four: string;
  last_run: {
    due_date: string;
    status: string;
    transfer_id: string | null;
    error: string | null;
  } | null;
}

export function schedule(
  agent: Agent,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
): Promise<AgentResponse> {
  return agent.post(RECURRING_URL, body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** Schedules and returns it; fails the test if the server refuses. */
export async function scheduled(
  agent: Agent,
  body: Record<string, unknown>,
): Promise<ScheduleJson> {
  const response = await schedule(agent, body);
  if (response.status !== 201) throw new Error(`schedule failed: ${JSON.stringify(response.body)}`);
  return response.body.recurring_deposit as ScheduleJson;
}

export async function readSchedule(agent: Agent, id: string): Promise<ScheduleJson> {
  const response = await agent.get(`${RECURRING_URL}/${id}`);
  return response.body.recurring_deposit as ScheduleJson;
}

/** A job on the context's clock; errors are collected, not thrown, so a test can count them. */
export async function recurringJob(
  ctx: FundingContext,
  errors: unknown[] = [],
): Promise<RecurringDepositJob> {
  const deps = await fundingDeps(ctx.db, () => ctx.clock.at, {
    settlementDelayMs: 60_000,
    instantDepositLimitCents: 1_000_00,
  });
  return createRecurringDepositJob(deps, (error) => errors.push(error));
}

/** An instant in New York: `date` at `hour`:00 EDT (UTC-4; every test date is in summer time). */
export const newYork = (date: string, hour = 9) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00-04:00`);

export async function depositsOf(db: Db, accountId: string) {
  return db
    .select()
    .from(fundingTransfers)
    .where(eq(fundingTransfers.accountId, accountId))
    .orderBy(fundingTransfers.createdAt);
}

export async function runsOf(db: Db, scheduleId: string) {
  return db
    .select()
    .from(recurringDepositRuns)
    .where(eq(recurringDepositRuns.scheduleId, scheduleId))
    .orderBy(recurringDepositRuns.dueDate);
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
