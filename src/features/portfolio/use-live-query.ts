// A screen's data kept fresh while it is open (prices on an open screen update
// live): the first load shows loading / error states through useQuery; after that the answer
// is fetched again every few seconds while the page is visible and online, and swapped in without
// a spinner. A refresh that fails changes nothing: the last good data stays.
import { useEffect, useState } from 'react';
import { type QueryState, useQuery } from '@/platform/api';
import { isOnline } from '@/platform/network/online';

const LIVE_REFRESH_MS = 15_000;

export function useLiveQuery<T extends { as_of: string }>(
  load: () => Promise<T>,
  everyMs = LIVE_REFRESH_MS,
): { state: QueryState<T>; reload: () => void } {
  const { state, reload } = useQuery(load, [load]);
  const [fresh, setFresh] = useState<{ load: () => Promise<T>; data: T } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || !isOnline.peek()) return;
      load().then(
        (data) => live && setFresh({ load, data }),
        () => {},
      );
    }, everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [load, everyMs]);
  // Newer wins: a reload may have answered after the last refresh, or before it.
  if (state.status === 'success' && fresh?.load === load && fresh.data.as_of > state.data.as_of) {
    return { state: { status: 'success', data: fresh.data }, reload };
  }
  return { state, reload };
}
