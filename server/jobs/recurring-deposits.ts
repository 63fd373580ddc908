// The recurring deposit scheduler (DESIGN.md "Runtime": jobs take rows with
// FOR UPDATE SKIP LOCKED so that two instances never do the same work twice). Each run lists the
// active schedules due today (New York) in small pages and books each one's oldest due date in
// its own transaction (server/services/funding/recurring/runner.ts says how that is exactly once).
// A schedule that fell behind while the server was down catches up one due date per run.
// server/main.ts runs it on an interval; tests call runOnce(at) with a frozen instant.
import { intervalLoop } from './interval';
import type { FundingDeps } from '../services/funding/deps';
import { todayInNewYork } from '../services/funding/recurring/dates';
import {
  dueScheduleIds,
  type RunOutcome,
  runDueSchedule,
} from '../services/funding/recurring/runner';

/** Small pages: ids are listed without locks and each is locked only while it is booked. */
const PAGE_SIZE = 20;
const DEFAULT_RECURRING_DEPOSIT_INTERVAL_MS = 60_000;

export type RecurringRunSummary = Record<RunOutcome | 'errors', number>;

export interface RecurringDepositJob {
  runOnce(at?: Date): Promise<RecurringRunSummary>;
  /** Runs every `intervalMs` (never two runs of this instance at once) until stop(). */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

/** RECURRING_DEPOSIT_INTERVAL_MS (default 60 s); 0 turns the job off on this instance. */
export function recurringDepositIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.RECURRING_DEPOSIT_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_RECURRING_DEPOSIT_INTERVAL_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error('RECURRING_DEPOSIT_INTERVAL_MS must be a whole number of milliseconds');
  }
  return value;
}

export function createRecurringDepositJob(
  deps: FundingDeps,
  onError: (error: unknown) => void = (error) => console.error('recurring deposits:', error),
): RecurringDepositJob {
  async function runOnce(at: Date = deps.now()): Promise<RecurringRunSummary> {
    const summary: RecurringRunSummary = {
      created: 0,
      failed: 0,
      already_booked: 0,
      taken: 0,
      errors: 0,
    };
    const today = todayInNewYork(at);
    let after: string | null = null;
    for (;;) {
      const ids = await dueScheduleIds(deps.db, today, after, PAGE_SIZE);
      for (const id of ids) {
        try {
          summary[await runDueSchedule(deps, id, at)] += 1;
        } catch (error) {
          // One schedule that cannot be booked must not hold up the others; it is tried next run.
          summary.errors += 1;
          onError(error);
        }
      }
      if (ids.length < PAGE_SIZE) return summary;
      after = ids[ids.length - 1] ?? null;
    }
  }

  const loop = intervalLoop(() => runOnce(), onError);
  return {
    runOnce,
    start: (intervalMs = DEFAULT_RECURRING_DEPOSIT_INTERVAL_MS) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}
