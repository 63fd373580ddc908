// A job that, each run, takes the items due now and applies each once, counting what became of
// them (DESIGN.md "Runtime"): an item that throws is reported and counted as an error, and the
// others go on; it is tried again next run. Running is paced by intervalLoop; safety across
// instances is the `apply`'s own (a row lock with SKIP LOCKED, and a state it moves once).
import { intervalLoop } from './interval';

type BatchSummary<Outcome extends string> = Record<Outcome | 'errors', number>;

export interface BatchJob<Outcome extends string> {
  runOnce(at?: Date): Promise<BatchSummary<Outcome>>;
  /** Runs every `intervalMs` (never two runs of this instance at once) until stop(). */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

export function batchJob<Item, Outcome extends string>(job: {
  outcomes: readonly Outcome[];
  /** The items due at `at` (a bounded page: more wait for the next run). */
  due: (at: Date) => Promise<Item[]>;
  apply: (item: Item, at: Date) => Promise<Outcome>;
  now: () => Date;
  defaultIntervalMs: number;
  onError: (error: unknown) => void;
}): BatchJob<Outcome> {
  async function runOnce(at: Date = job.now()): Promise<BatchSummary<Outcome>> {
    const summary = Object.fromEntries(
      [...job.outcomes, 'errors'].map((outcome) => [outcome, 0]),
    ) as BatchSummary<Outcome>;
    for (const item of await job.due(at)) {
      try {
        summary[await job.apply(item, at)] += 1;
      } catch (error) {
        summary.errors += 1;
        job.onError(error);
      }
    }
    return summary;
  }

  const loop = intervalLoop(() => runOnce(), job.onError);
  return {
    runOnce,
    start: (intervalMs = job.defaultIntervalMs) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}
