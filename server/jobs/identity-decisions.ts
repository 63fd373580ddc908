// The identity-decisions job: applies each identity provider's decision once it is due
// (services/live-accounts/decisions.ts; the sandbox decides IDENTITY_SANDBOX_DELAY_MS after the
// submission). Safe on several instances at once (DESIGN.md "Runtime"): each check is taken with
// its application's row lock and FOR UPDATE SKIP LOCKED, and stamped when applied, so it is
// applied exactly once. server/main.ts runs it on an interval; tests call runOnce(at).
import type { Db } from '../db/client';
import { applyIdentityCheck, dueIdentityChecks } from '../services/live-accounts/decisions';
import { batchJob } from './batch-job';

/** Checks a run takes at most; more wait for the next run, a few seconds later. */
const PAGE_SIZE = 200;
export const DEFAULT_IDENTITY_DECISION_INTERVAL_MS = 2_000;

export function createIdentityDecisions(
  deps: { db: Db; now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('identity decisions:', error),
) {
  return batchJob({
    outcomes: ['applied', 'superseded', 'taken'] as const,
    due: (at) => dueIdentityChecks(deps.db, at, PAGE_SIZE),
    apply: (check, at) => applyIdentityCheck(deps.db, check, at),
    now: deps.now,
    defaultIntervalMs: DEFAULT_IDENTITY_DECISION_INTERVAL_MS,
    onError,
  });
}
