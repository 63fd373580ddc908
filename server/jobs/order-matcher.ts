// The order matcher (DESIGN.md "Runtime": jobs take rows with FOR UPDATE SKIP LOCKED
// so that two instances never do the same work twice). Each run first expires the day orders
// whose session has closed, then, while the market is open, offers the open orders that may
// execute at the last prices to their account's broker: market orders placed after hours fill at
// the first price after the open, limit and stop orders once the price has crossed. server/main.ts runs it on an interval; tests
// call runOnce(at) with a frozen instant.
import { intervalLoop } from './interval';
import { isMarketOpen } from '../market';
import type { OrdersDeps } from '../services/orders/deps';
import {
  crossingOrderIds,
  expiredOrderIds,
  expireOrder,
  matchOrder,
  type MatchOutcome,
  openOrderSymbols,
} from '../services/orders/matching';

/** Open orders read per query; a run pages through all of them. */
const PAGE_SIZE = 200;
const DEFAULT_MATCHER_INTERVAL_MS = 1_000;

type MatchSummary = Record<MatchOutcome | 'errors', number>;

export interface OrderMatcher {
  runOnce(at?: Date): Promise<MatchSummary>;
  /** Runs every `intervalMs` (never two runs of this instance at once) until stop(). */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createOrderMatcher(
  deps: OrdersDeps,
  onError: (error: unknown) => void = (error) => console.error('order matcher:', error),
): OrderMatcher {
  async function sweep(
    page: (afterId: string | null) => Promise<string[]>,
    work: (id: string) => Promise<MatchOutcome>,
    summary: MatchSummary,
  ) {
    let after: string | null = null;
    for (;;) {
      const ids = await page(after);
      for (const id of ids) {
        try {
          summary[await work(id)] += 1;
        } catch (error) {
          // One order that cannot be booked must not hold up the others; it is tried next run.
          summary.errors += 1;
          onError(error);
        }
      }
      if (ids.length < PAGE_SIZE) return;
      after = ids[ids.length - 1] ?? null;
    }
  }

  async function runOnce(at: Date = deps.now()): Promise<MatchSummary> {
    const summary: MatchSummary = {
      filled: 0,
      partially_filled: 0,
      rejected: 0,
      expired: 0,
      open: 0,
      taken: 0,
      errors: 0,
    };
    await sweep(
      (after) => expiredOrderIds(deps.db, at, after, PAGE_SIZE),
      (id) => expireOrder(deps, id, at),
      summary,
    );
    if (!isMarketOpen(at)) return summary;
    const symbols = await openOrderSymbols(deps.db);
    const quotes = await deps.quotes.getQuotes(symbols, at);
    const prices = new Map(quotes.map((quote) => [quote.symbol, quote.priceUnits]));
    await sweep(
      (after) => crossingOrderIds(deps.db, at, prices, after, PAGE_SIZE),
      (id) => matchOrder(deps, id, at),
      summary,
    );
    return summary;
  }

  const loop = intervalLoop(() => runOnce(), onError);
  return {
    runOnce,
    start: (intervalMs = DEFAULT_MATCHER_INTERVAL_MS) => loop.start(intervalMs),
    stop: () => loop.stop(),
  };
}

/** ORDER_MATCHER_INTERVAL_MS: how often the matcher runs (default 1 s); 0 turns it off here. */
export function matcherIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.ORDER_MATCHER_INTERVAL_MS;
  if (raw === undefined || raw === '') return DEFAULT_MATCHER_INTERVAL_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error('ORDER_MATCHER_INTERVAL_MS must be a whole number of milliseconds');
  }
  return value;
}
