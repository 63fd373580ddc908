// The acat-transfers job: moves each ACAT transfer request on once its next step is due
// (services/funding/acat-progress.ts; the sandbox validates half of ACAT_SANDBOX_DELAY_MS after
// the request and delivers at the whole). Safe on several instances at once (DESIGN.md
// "Runtime"): each request is taken FOR UPDATE SKIP LOCKED and its status moved in the same
// transaction. server/main.ts runs it on the settlement job's interval; tests call runOnce(at).
import {
  type AcatProgressDeps,
  advanceAcatTransfer,
  dueAcatTransferIds,
} from '../services/funding/acat-progress';
import { batchJob } from './batch-job';

/** Requests a run takes at most; more wait for the next run. */
const PAGE_SIZE = 200;
const DEFAULT_ACAT_INTERVAL_MS = 5_000;

export function createAcatTransfers(
  deps: AcatProgressDeps & { now: () => Date },
  onError: (error: unknown) => void = (error) => console.error('acat transfers:', error),
) {
  return batchJob({
    outcomes: ['accepted', 'rejected', 'completed', 'taken'] as const,
    due: (at) => dueAcatTransferIds(deps.db, at, PAGE_SIZE),
    apply: (id, at) => advanceAcatTransfer(deps, id, at),
    now: deps.now,
    defaultIntervalMs: DEFAULT_ACAT_INTERVAL_MS,
    onError,
  });
}
