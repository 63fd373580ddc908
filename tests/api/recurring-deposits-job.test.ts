// The recurring deposit scheduler: it creates each due deposit exactly once, also after a crash
// mid-run. The clock is frozen; runOnce(at) is given New York instants. Every deposit goes through
// the deposit service, so the ledger must balance after each.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringDepositRuns, recurringDepositSchedules } from '@server/db/schema';
import { recurringDepositIntervalFromEnv } from '@server/jobs/recurring-deposits';
import { fundingDeps } from '@server/services/funding/deps';
import { followingDueDate } from '@server/services/funding/recurring/dates';
import { recurringDepositKey } from '@server/services/funding/recurring/runner';
import { deposit } from '@server/services/funding/transfers';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  START,
  unbalancedTransactions,
} from './funding-fixtures';
import {
  depositsOf,
  newYork,
  readSchedule,
  RECURRING_URL,
  recurringJob,
  runsOf,
  scheduled,
} from './recurring-deposits-fixtures';

let ctx: FundingContext;
beforeAll(async () => {
  ctx = await createFundingContext();
});
afterAll(() => ctx.close());

async function userWithBank() {
  ctx.clock.at = START;
  const user = await liveUser(ctx);
  const bankId = await linkInstant(user.agent);
  return { ...user, bankId };
}

describe('recurring deposits: the calendar', () => {
  it('monthly from the 31st falls on the last day of shorter months and returns to the 31st', () => {
    const dates = ['2027-01-31'];
    for (let i = 0; i < 5; i++) dates.push(followingDueDate(dates.at(-1)!, 'monthly', 31));
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    // Leap year: February has 29 days; the 30th anchor too.
    expect(followingDueDate('2028-01-30', 'monthly', 30)).toBe('2028-02-29');
    expect(followingDueDate('2028-02-29', 'monthly', 30)).toBe('2028-03-30');
    expect(followingDueDate('2026-12-29', 'monthly', 29)).toBe('2027-01-29');
    expect(followingDueDate('2027-01-29', 'monthly', 29)).toBe('2027-02-28');
  });

  it('weekly and every two weeks step 7 and 14 days, across months and years', () => {
    expect(followingDueDate('2026-12-28', 'weekly', 28)).toBe('2027-01-04');
    expect(followingDueDate('2026-12-28', 'biweekly', 28)).toBe('2027-01-11');
  });

  it('the job follows the month-end rule', async () => {
    const { agent, bankId } = await userWithBank();
    const job = await recurringJob(ctx);
    const s = await scheduled(agent, {
      amount_cents: 10_000,
      bank_account_id: bankId,
      frequency: 'monthly',
      start_date: '2025-07-31',
    });
    const seen: string[] = [];
    for (const day of ['2025-07-31', '2025-08-31', '2025-09-30']) {
      await job.runOnce(newYork(day));
      seen.push((await readSchedule(agent, s.id)).next_date!);
    }
    expect(seen).toEqual(['2025-08-31', '2025-09-30', '2025-10-31']);
    expect((await runsOf(ctx.db, s.id)).map((r) => r.dueDate)).toEqual([
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
    ]);
  });
});

describe('recurring deposits: the job', () => {
  it('creates a due deposit once, in New York days, and advances the next date', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const job = await recurringJob(ctx);
    const s = await scheduled(agent, {
      amount_cents: 25_000,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-12',
    });
    // 2025-06-12 02:00 UTC is still June 11 in New York: not due yet.
    expect((await job.runOnce(new Date('2025-06-12T02:00:00Z'))).created).toBe(0);
    const due = newYork('2025-06-12', 0); // midnight in New York
    expect((await job.runOnce(due)).created).toBe(1);
    expect((await job.runOnce(due)).created).toBe(0); // the same day again: nothing new
    const deposits = await depositsOf(ctx.db, accountId);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      direction: 'deposit',
      amountCents: 25_000,
      bankAccountId: bankId,
      idempotencyKey: `deposit:${recurringDepositKey(s.id, '2025-06-12')}`,
    });
    const after = await readSchedule(agent, s.id);
    expect(after.next_date).toBe('2025-06-19');
    expect(after.last_run).toEqual({
      due_date: '2025-06-12',
      status: 'created',
      transfer_id: deposits[0]!.id,
      error: null,
    });
    // It shows in the funding history like any deposit.
    const history = await agent.get('/api/v1/funding/history');
    expect((history.body.transfers as Array<{ id: string }>).map((t) => t.id)).toContain(
      deposits[0]!.id,
    );
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('catches up one missed date per run, never two deposits for one date', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const job = await recurringJob(ctx);
    const s = await scheduled(agent, {
      amount_cents: 5_000,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-13',
    });
    // The server was down until July 5: June 13, 20, 27 and July 4 were missed.
    const back = newYork('2025-07-05');
    // Other tests' schedules share the database: count this schedule's runs after each run.
    const booked: number[] = [];
    for (let i = 0; i < 6; i++) {
      await job.runOnce(back);
      booked.push((await runsOf(ctx.db, s.id)).length);
    }
    expect(booked).toEqual([1, 2, 3, 4, 4, 4]);
    expect((await runsOf(ctx.db, s.id)).map((r) => r.dueDate)).toEqual([
      '2025-06-13',
      '2025-06-20',
      '2025-06-27',
      '2025-07-04',
    ]);
    expect(await depositsOf(ctx.db, accountId)).toHaveLength(4);
    expect((await readSchedule(agent, s.id)).next_date).toBe('2025-07-11');
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('a run row already there (a crash after booking) → no second deposit, only the advance', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const job = await recurringJob(ctx);
    const s = await scheduled(agent, {
      amount_cents: 7_000,
      bank_account_id: bankId,
      frequency: 'biweekly',
      start_date: '2025-06-14',
    });
    await ctx.db
      .insert(recurringDepositRuns)
      .values({ scheduleId: s.id, dueDate: '2025-06-14', status: 'created' });
    const summary = await job.runOnce(newYork('2025-06-14'));
    expect(summary).toMatchObject({ created: 0, already_booked: 1 });
    expect(await depositsOf(ctx.db, accountId)).toHaveLength(0);
    expect((await readSchedule(agent, s.id)).next_date).toBe('2025-06-28');
  });

  it('a deposit already made for the date (no run row) is found by its key, not repeated', async () => {
    const { agent, bankId, accountId, userId } = await userWithBank();
    const job = await recurringJob(ctx);
    const s = await scheduled(agent, {
      amount_cents: 8_000,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-15',
    });
    const deps = await fundingDeps(ctx.db, () => newYork('2025-06-15'));
    await deposit(
      deps,
      userId,
      { amount: '80.00', bank_account_id: bankId },
      recurringDepositKey(s.id, '2025-06-15'),
    );
    expect((await job.runOnce(newYork('2025-06-15'))).created).toBe(1);
    const deposits = await depositsOf(ctx.db, accountId);
    expect(deposits).toHaveLength(1);
    expect((await runsOf(ctx.db, s.id))[0]?.transferId).toBe(deposits[0]!.id);
  });

  it('a crash mid-run rolls the whole run back; the next run books it once', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const errors: unknown[] = [];
    const job = await recurringJob(ctx, errors);
    const s = await scheduled(agent, {
      amount_cents: 9_000,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-16',
    });
    const ledgerBefore = await ledgerCount();
    // The database fails after the ledger postings, when the transfer row is written.
    await ctx.db.execute(sql`CREATE FUNCTION crash_mid_run() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await ctx.db.execute(sql`CREATE TRIGGER crash_mid_run BEFORE INSERT ON funding_transfers
      FOR EACH ROW EXECUTE FUNCTION crash_mid_run()`);
    try {
      const crashed = await job.runOnce(newYork('2025-06-16'));
      expect(crashed).toMatchObject({ created: 0, errors: 1 });
      expect(errors).toHaveLength(1);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER crash_mid_run ON funding_transfers`);
      await ctx.db.execute(sql`DROP FUNCTION crash_mid_run()`);
    }
    expect(await runsOf(ctx.db, s.id)).toHaveLength(0);
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect((await readSchedule(agent, s.id)).next_date).toBe('2025-06-16');

    expect((await job.runOnce(newYork('2025-06-16'))).created).toBe(1);
    expect((await job.runOnce(newYork('2025-06-16'))).created).toBe(0);
    expect(await depositsOf(ctx.db, accountId)).toHaveLength(1);
    expect(await unbalancedTransactions(ctx)).toBe(0);
  });

  it('a refused deposit (bank removed) marks its run failed and the others still run', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const job = await recurringJob(ctx);
    const keep = await scheduled(agent, {
      amount_cents: 1_000,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-17',
    });
    const otherBank = await linkInstant(agent, 'sandbox_houndstooth');
    const broken = await scheduled(agent, {
      amount_cents: 2_000,
      bank_account_id: otherBank,
      frequency: 'weekly',
      start_date: '2025-06-17',
    });
    await agent.request('DELETE', `/api/v1/funding/bank_accounts/${otherBank}`);
    const summary = await job.runOnce(newYork('2025-06-17'));
    expect(summary).toMatchObject({ created: 1, failed: 1, errors: 0 });
    const [failedRun] = await runsOf(ctx.db, broken.id);
    expect(failedRun).toMatchObject({ status: 'failed', transferId: null });
    expect(failedRun?.error).toMatch(/removed/);
    expect((await readSchedule(agent, broken.id)).next_date).toBe('2025-06-24');
    expect((await readSchedule(agent, keep.id)).last_run?.status).toBe('created');
    const deposits = await depositsOf(ctx.db, accountId);
    expect(deposits.map((d) => d.amountCents)).toEqual([1_000]);
  });

  it('cancelled schedules and other people are left alone; two jobs at once still book once', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    const s = await scheduled(agent, {
      amount_cents: 3_000,
      bank_account_id: bankId,
      frequency: 'monthly',
      start_date: '2025-06-18',
    });
    const cancelled = await scheduled(agent, {
      amount_cents: 4_000,
      bank_account_id: bankId,
      frequency: 'monthly',
      start_date: '2025-06-18',
    });
    await agent.request('DELETE', `${RECURRING_URL}/${cancelled.id}`);
    const [a, b] = [await recurringJob(ctx), await recurringJob(ctx)];
    const at = newYork('2025-06-18');
    const [x, y] = await Promise.all([a.runOnce(at), b.runOnce(at)]);
    expect(x.created + y.created).toBe(1);
    expect((await depositsOf(ctx.db, accountId)).map((d) => d.amountCents)).toEqual([3_000]);
    expect(await runsOf(ctx.db, cancelled.id)).toHaveLength(0);
    const [row] = await ctx.db
      .select()
      .from(recurringDepositSchedules)
      .where(eq(recurringDepositSchedules.id, s.id));
    expect(row?.nextDueDate).toBe('2025-07-18');
  });

  it('reads RECURRING_DEPOSIT_INTERVAL_MS: 60 s by default, 0 turns it off, junk is refused', () => {
    expect(recurringDepositIntervalFromEnv({})).toBe(60_000);
    expect(recurringDepositIntervalFromEnv({ RECURRING_DEPOSIT_INTERVAL_MS: '0' })).toBe(0);
    expect(recurringDepositIntervalFromEnv({ RECURRING_DEPOSIT_INTERVAL_MS: '2500' })).toBe(2_500);
    expect(() =>
      recurringDepositIntervalFromEnv({ RECURRING_DEPOSIT_INTERVAL_MS: '1.5s' }),
    ).toThrow(/whole number/);
  });

  it('runs on an interval until stopped', async () => {
    const { agent, bankId, accountId } = await userWithBank();
    await scheduled(agent, {
      amount_cents: 1_234,
      bank_account_id: bankId,
      frequency: 'weekly',
      start_date: '2025-06-11',
    });
    const job = await recurringJob(ctx);
    job.start(10);
    for (let i = 0; i < 200 && (await depositsOf(ctx.db, accountId)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await job.stop();
    expect((await depositsOf(ctx.db, accountId)).map((d) => d.amountCents)).toEqual([1_234]);
  });
});

async function ledgerCount(): Promise<number> {
  const result = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
