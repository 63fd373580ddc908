// A screen's server data through the app's query cache (query-client.ts), in the states QueryView
// renders (loading → success | error, with reload). The key is what the load reads: the contract
// endpoints it calls, then the arguments it calls them with, so that a change (changes.ts) can say
// which answers it made stale by naming endpoints, and two screens reading the same endpoint with
// the same arguments share one request and one answer. So a load answers what its endpoints
// answer, unchanged; one that reshapes the answer or picks from it says so with an argument of its
// own (e.g. `args: [symbol, 'position']`), or two screens would read each other's shapes.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { AnyEndpoint } from '@/contract/endpoint';
import { type KeptAnswer, keptAnswerTime, type QueryState } from '@/platform/api';
import { noteScreenVisit, queryClient } from './query-client';

export interface ApiQuery<T> {
  /** The endpoints `load` calls (src/contract/endpoints). */
  reads: readonly AnyEndpoint[];
  /** What else the answer depends on: path parameters, query values (plain data only). */
  args?: readonly unknown[];
  load: () => Promise<T>;
  /**
   * The device's last answer of `load` (platform/api keptAnswer, which marks it as the device's
   * copy for keptAt), painted while the request is on its way on a landing screen
   * (paintLastAnswer).
   */
  last?: () => Promise<KeptAnswer<T> | undefined>;
}

export interface ApiQueryOptions<T> {
  /**
   * Asks again this often while the page is visible (prices on an open screen); or, from the last
   * answer, how soon (a status that changes soon is asked for sooner).
   */
  refreshEveryMs?: number | ((data: T | undefined) => number);
  /** False holds the request back (an input not chosen yet). */
  enabled?: boolean;
}

export interface ApiQueryResult<T> {
  state: QueryState<T>;
  /** Asks again; from an error, the screen shows loading meanwhile. */
  reload: () => void;
  /** A refresh that failed while the last answer stays on screen. */
  refreshError: unknown;
  /**
   * When the answer on screen was given, if it is the device's copy rather than this moment's: one
   * from an earlier visit (paintLastAnswer) until the fresh one comes, or one the service worker
   * answered from its cache for want of a network; otherwise null.
   */
  keptAt: number | null;
}

/** The answer when there is one, else the error once no request is on its way, else loading. */
export function queryState<T>(data: T | undefined, failed: boolean, error: unknown): QueryState<T> {
  if (data !== undefined) return { status: 'success', data };
  return failed ? { status: 'error', error } : { status: 'loading' };
}

/** An endpoint's name in query keys: its method and path template. */
export const endpointName = (endpoint: AnyEndpoint): string =>
  `${endpoint.method} ${endpoint.path}`;

export const apiQueryKey = (reads: readonly AnyEndpoint[], args: readonly unknown[] = []) =>
  ['api', reads.map(endpointName), ...args] as const;

export function useApiQuery<T>(
  { reads, args, load }: ApiQuery<T>,
  { refreshEveryMs, enabled = true }: ApiQueryOptions<T> = {},
): ApiQueryResult<T> {
  noteScreenVisit();
  const query = useQuery(
    {
      queryKey: apiQueryKey(reads, args),
      queryFn: load,
      refetchInterval:
        typeof refreshEveryMs === 'function'
          ? (current) => refreshEveryMs(current.state.data)
          : (refreshEveryMs ?? false),
      enabled,
    },
    queryClient,
  );
  const { refetch, data, status, error, isFetching } = query;
  // A reload while a request is on its way waits for that one rather than starting another.
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  // The query cache tells React through useSyncExternalStore, whose renders are never sliced: an
  // answer that mounts a whole screen would block the page for one long task. Deferred, the
  // answer renders at a transition's priority, in slices (docs/performance.md "The first render
  // in slices"); the urgent render keeps what is on screen.
  const shown = useDeferredValue(
    useMemo(() => {
      const state = queryState(data, status === 'error' && !isFetching, error);
      const refreshError = data !== undefined && status === 'error' ? error : null;
      return { state, refreshError, keptAt: keptAnswerTime(data) ?? null };
    }, [data, status, error, isFetching]),
  );
  return { ...shown, reload };
}

/**
 * Asks for a screen's data before the screen mounts (a landing screen, beside the session check):
 * the screen's own useApiQuery then finds the answer, or the request on its way, under the same
 * key. Resolves with the answer, or rejects as the load does.
 */
export function prefetchApiQuery<T>({ reads, args, load }: ApiQuery<T>): Promise<T> {
  return queryClient.fetchQuery({ queryKey: apiQueryKey(reads, args), queryFn: load });
}

/**
 * Puts the device's last answer of a query (ApiQuery.last) in the cache while nothing fresher is
 * there, so its screen paints at once; the request on its way replaces it. Resolves with the
 * answer on screen then, if any.
 */
export async function paintLastAnswer<T>({
  reads,
  args,
  last,
}: ApiQuery<T>): Promise<T | undefined> {
  const key = apiQueryKey(reads, args);
  const present = () => queryClient.getQueryData<T>(key);
  if (!last || present() !== undefined) return present();
  const kept = await last().catch(() => undefined);
  if (kept && present() === undefined) {
    queryClient.setQueryData(key, kept.data, { updatedAt: kept.at });
  }
  return present();
}
