// Two server processes on one PostgreSQL run the scheduler over 100 due recurring deposits →
// exactly 100 deposits. PostgreSQL only (TEST_DB=postgres): PGlite is one connection in one
// process, so nothing there can race (as in orders-concurrency.test.ts). The two instances are real
// OS processes (tests/support/recurring-deposit-worker.ts), each with its own connection pool,
// started together and running the job three times each.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundingTransfers, recurringDepositSchedules } from '@server/db/schema';
import { databaseKind } from '../support/test-app';
import {
  createFundingContext,
  type FundingContext,
  linkInstant,
  liveUser,
  START,
  unbalancedTransactions,
} from './funding-fixtures';
import { countRows, scheduled } from './recurring-deposits-fixtures';

const ROOT = new URL('../..', import.meta.url).pathname;
const WORKER = 'tests/support/recurring-deposit-worker.ts';
const USERS = 10;
const PER_USER = 10;

interface WorkerResult {
  pid: number;
  created: number;
  failed: number;
  already_booked: number;
  taken: number;
  errors: number;
}

/** A worker process, resolved once it printed "ready"; `result` resolves with its summary. */
function startWorker(databaseUrl: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, RUN_AT: START.toISOString(), RUNS: '3' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const result = new Promise<WorkerResult>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') onReady();
      else if (line.startsWith('{')) resolve(JSON.parse(line) as WorkerResult);
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}:\n${stderr}`));
    });
  });
  return { child, ready, result, go: () => child.stdin?.end('go\n') };
}

describe.runIf(databaseKind() === 'postgres')('recurring deposits: two processes', () => {
  let ctx: FundingContext;
  let databaseUrl: string;
  const accountIds: string[] = [];

  beforeAll(async () => {
    ctx = await createFundingContext();
    const name = await ctx.db.execute(sql`SELECT current_database() AS name`);
    const url = new URL(String(inject('postgresUrl')));
    url.pathname = `/${(name as unknown as { rows: Array<{ name: string }> }).rows[0]?.name}`;
    databaseUrl = url.toString();
    // 10 people with 10 schedules each, all due today (START): the two processes meet on the
    // same schedules and, through the deposits, on the same account rows.
    for (let u = 0; u < USERS; u++) {
      const { agent, accountId } = await liveUser(ctx);
      accountIds.push(accountId);
      const bankId = await linkInstant(agent);
      for (let i = 1; i <= PER_USER; i++) {
        await scheduled(agent, {
          amount_cents: i * 100,
          bank_account_id: bankId,
          frequency: (['weekly', 'biweekly', 'monthly'] as const)[i % 3],
          start_date: '2025-06-11',
        });
      }
    }
  }, 120_000);
  afterAll(() => ctx?.close());

  it('makes exactly 100 deposits, 100 runs, and the ledger balances', async () => {
    const workers = [startWorker(databaseUrl), startWorker(databaseUrl)];
    await Promise.all(workers.map((w) => w.ready));
    for (const worker of workers) worker.go();
    const results = await Promise.all(workers.map((w) => w.result));

    const total = USERS * PER_USER;
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(total);
    expect(results.reduce((sum, r) => sum + r.errors + r.failed + r.already_booked, 0)).toBe(0);
    expect(results[0]!.pid).not.toBe(results[1]!.pid);
    const deposits = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fundingTransfers)
      .where(eq(fundingTransfers.direction, 'deposit'));
    expect(deposits[0]?.n).toBe(total);
    expect(await countRows(ctx.db, 'recurring_deposit_runs')).toBe(total);
    // Each schedule advanced exactly one period past START.
    const stillDue = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recurringDepositSchedules)
      .where(
        and(
          eq(recurringDepositSchedules.status, 'active'),
          eq(recurringDepositSchedules.nextDueDate, '2025-06-11'),
        ),
      );
    expect(stillDue[0]?.n).toBe(0);
    expect(await unbalancedTransactions(ctx)).toBe(0);
    // Each person got 1 + 2 + … + 10 dollars = $55.00.
    const perAccount = await ctx.db
      .select({ accountId: fundingTransfers.accountId, sum: sql<number>`sum(amount_cents)::int` })
      .from(fundingTransfers)
      .groupBy(fundingTransfers.accountId);
    expect(perAccount.map((row) => row.sum)).toEqual(accountIds.map(() => 5_500));
    console.log(
      `two processes: ${results.map((r) => `pid ${r.pid} created ${r.created}, skipped ${r.taken}`).join('; ')}`,
    );
  }, 120_000);
});
