// The identity-decisions job: applies each identity provider's decision once it is due
// (services/live-accounts/decisions.ts; the sandbox decides IDENTITY_SANDBOX_DELAY_MS after the
// submission). Safe on several instances at once (DESIGN.md "Runtime"): each check is taken with
// its application's row lock and FOR UPDATE SKIP LOCKED, and stamped when applied, so it is
// applied exactly once. server/main.ts runs it on an interval; tests call runOnce(at).
import { intervalLoop } from './interval';
import type { Db } from '../db/client';
import {
  applyIdentityCheck,
  dueIdentityChecks,
  type IdentityCheckOutcome,
} from '../services/live-accounts/decisions';

/** Checks a run takes at most; more wait for the next run, a few seconds later. */
const PAGE_SIZE = 200;
export const DEFAULT_IDENTITY_DECISION_INTERVAL_MS = 2_000;

type DecisionSummary = Record<IdentityCheckOutcome | 'errors', number>;

export interface IdentityDecisions {
  runOnce(at?: Date): Promise<DecisionSummary>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createIdentityDecisions(
  deps: { db: Db; now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('identity decisions:', error),
): IdentityDecisions {
  async function runOnce(at: Date = deps.now()): Promise<DecisionSummary> {
    const summary: DecisionSummary = { applied: 0, superseded: 0, taken: 0, errors: 0 };
    for (const check of await dueIdentityChecks(deps.db, at, PAGE_SIZE)) {
      try {
        summary[await applyIdentityCheck(deps.db, check, at)] += 1;
      } catch (error) {
        // One check that cannot be applied must not hold up the others; it is tried next run.
        summary.errors += 1;
        onError(error);
      }
    }
    return summary;
  }

  const loop = intervalLoop(() => runOnce(), onError);
  return {
    runOnce,
    start: (intervalMs = DEFAULT_IDENTITY_DECISION_INTERVAL_MS) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}
