// The funding settlement job: a deposit stays pending until it settles, and this job settles it
// after a configurable delay (DESIGN.md "Runtime": jobs take rows with FOR UPDATE SKIP LOCKED so
// that two instances never do the same work twice). Each run settles the deposits and completes
// the withdrawals whose settles_at (made + DEPOSIT_SETTLEMENT_DELAY_MS) has come. server/main.ts
// runs it on an interval; tests call runOnce(at) with a frozen instant.
import { intervalLoop } from './interval';
import type { Db } from '../db/client';
import { dueTransferIds, type SettleOutcome, settleTransfer } from '../services/funding/settlement';

const PAGE_SIZE = 200;
const DEFAULT_SETTLEMENT_INTERVAL_MS = 5_000;

type SettlementSummary = Record<SettleOutcome | 'errors', number>;

export interface FundingSettlement {
  runOnce(at?: Date): Promise<SettlementSummary>;
  /** Runs every `intervalMs` (never two runs of this instance at once) until stop(). */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createFundingSettlement(
  deps: { db: Db; now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('funding settlement:', error),
): FundingSettlement {
  async function runOnce(at: Date = deps.now()): Promise<SettlementSummary> {
    const summary: SettlementSummary = {
      settled: 0,
      completed: 0,
      returned: 0,
      taken: 0,
      errors: 0,
    };
    let after: string | null = null;
    for (;;) {
      const ids = await dueTransferIds(deps.db, at, after, PAGE_SIZE);
      for (const id of ids) {
        try {
          summary[await settleTransfer(deps.db, id, at)] += 1;
        } catch (error) {
          // One transfer that cannot be booked must not hold up the others; it is tried next run.
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
    start: (intervalMs = DEFAULT_SETTLEMENT_INTERVAL_MS) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}
