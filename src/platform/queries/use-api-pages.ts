// A list read page by page through the server's cursor (feeds, transactions), in the app's query
// cache: the pages loaded so far stay cached together, so going back to the list shows them at
// once, and a change that makes the endpoint stale (changes.ts) asks for them again.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { AnyEndpoint } from '@/contract/endpoint';
import type { QueryState } from '@/platform/api';
import { noteScreenVisit, queryClient } from './query-client';
import { apiQueryKey, queryState } from './use-api-query';

export interface ApiPages<P> {
  /** The endpoints `load` calls (src/contract/endpoints). */
  reads: readonly AnyEndpoint[];
  /** What else the pages depend on (plain data only). */
  args?: readonly unknown[];
  /** One page: the first when `cursor` is undefined. */
  load: (cursor: string | undefined) => Promise<P>;
  /** The cursor of the page after `page`; null at the end of the list. */
  nextCursor: (page: P) => string | null;
}

export interface ApiPagesResult<P> {
  /** The pages loaded so far, oldest request first. */
  state: QueryState<readonly P[]>;
  reload: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "more" that failed (the pages already shown stay). */
  moreError: unknown;
  loadMore: () => void;
}

/** The key of a paged list: never the same as a single answer's of the same endpoint. */
export const apiPagesKey = (reads: readonly AnyEndpoint[], args: readonly unknown[] = []) =>
  apiQueryKey(reads, ['pages', ...args]);

export function useApiPages<P>(
  { reads, args, load, nextCursor }: ApiPages<P>,
  { refetchOnWindowFocus = true }: { refetchOnWindowFocus?: boolean } = {},
): ApiPagesResult<P> {
  noteScreenVisit();
  const query = useInfiniteQuery(
    {
      queryKey: apiPagesKey(reads, args),
      queryFn: ({ pageParam }) => load(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => nextCursor(last) ?? undefined,
      refetchOnWindowFocus,
    },
    queryClient,
  );
  const { refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const { data, status, error, isFetching, isFetchNextPageError } = query;
  // Deferred like useApiQuery's answers: a page of a feed renders in slices.
  const shown = useDeferredValue(
    useMemo(() => {
      return {
        state: queryState(data?.pages, status === 'error' && !isFetching, error),
        hasMore: hasNextPage,
        loadingMore: isFetchingNextPage,
        moreError: isFetchNextPageError ? error : null,
      };
    }, [data, status, error, isFetching, hasNextPage, isFetchingNextPage, isFetchNextPageError]),
  );
  return { ...shown, reload, loadMore };
}
