// What each kind of change makes stale, in one place (change-reads.ts): after a change succeeds,
// the screen that made it calls `invalidateAfter(change)`, and every cached answer that read one
// of the listed endpoints is asked again if on screen, and on its next showing otherwise. An order
// placed on the trade screen so refreshes home (accounts, positions, value), the portfolio, the
// orders and the security page's position (the portfolio's) at once.
import type { AnyEndpoint } from '@/contract/endpoint';
import type { CHANGES } from './change-reads';
import { queryClient } from './query-client';
import { apiQueryKey, endpointName, type ApiQuery } from './use-api-query';

export type Change = keyof typeof CHANGES;

/** The table, loaded at the first change (change-reads.ts says why). */
const changeReads = () => import('./change-reads').then((module) => module.CHANGES);

/**
 * The member's other tabs and windows hear of each change too (a thought posted in one, or a
 * draft one posts for another when the connection returns, shows in every tab): each marks the
 * same answers stale in its own cache.
 */
const otherTabs =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stockroom-changes');
// Node (the unit tests) would otherwise keep running for the channel's sake.
(otherTabs as { unref?: () => void } | null)?.unref?.();
otherTabs?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string') void markStale(event.data);
});

/**
 * Marks every cached answer the change made stale, here and in the member's other tabs; those on
 * screen are fetched again.
 */
export function invalidateAfter(change: Change): Promise<void> {
  otherTabs?.postMessage(change);
  return markStale(change);
}

/** A change another tab names is checked against the table: it may come from another version. */
async function markStale(change: string): Promise<void> {
  const table = await changeReads();
  if (Object.hasOwn(table, change)) await markReadsStale(table[change as Change]);
}

function markReadsStale(endpoints: readonly AnyEndpoint[]): Promise<void> {
  const stale = new Set(endpoints.map(endpointName));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'api' &&
      Array.isArray(queryKey[1]) &&
      queryKey[1].some((name) => stale.has(name as string)),
  });
}

/**
 * Sends a change and, once the server took it, marks what it made stale: every client call that
 * changes something answers through this (a failed change leaves the cache as it was).
 *
 * `answers` names the read whose answer the change returns whole (a PUT that answers with what the
 * GET would): that answer is kept at once, so a screen opened next shows it, never the one from
 * before the change while the refetch is under way (a preference turned off must not flash on).
 */
export async function afterChange<T>(
  change: Change,
  request: Promise<T>,
  answers?: ApiQuery<T>,
): Promise<T> {
  const answer = await request;
  void invalidateAfter(change);
  if (answers) queryClient.setQueryData(apiQueryKey(answers.reads, answers.args), answer);
  return answer;
}

/**
 * afterChange for a change outside the registry: the operators' console, whose endpoints the
 * members' app never loads (change-reads.ts is theirs). Marks `reads` stale in this tab only.
 */
export async function afterChangeOf<T>(
  reads: readonly AnyEndpoint[],
  request: Promise<T>,
  answers?: ApiQuery<T>,
): Promise<T> {
  const answer = await request;
  void markReadsStale(reads);
  if (answers) queryClient.setQueryData(apiQueryKey(answers.reads, answers.args), answer);
  return answer;
}
