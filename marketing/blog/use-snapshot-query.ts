// A blog page's data: the page's own snapshot when it has one (pre-rendered: nothing to fetch, and
// the first render matches the server's HTML), otherwise fetched. Same states as useQuery
// (src/platform/api), so QueryView renders them.
import { useCallback, useEffect, useState } from 'react';
import type { QueryState } from '@/platform/api';

export function useSnapshotQuery<T>(initial: T | null, load: () => Promise<T>) {
  const [state, setState] = useState<QueryState<T>>(
    initial !== null ? { status: 'success', data: initial } : { status: 'loading' },
  );
  // Attempt 0 is the snapshot itself; reload (retry, back online) fetches.
  const [attempt, setAttempt] = useState(initial !== null ? 0 : 1);
  useEffect(() => {
    if (attempt === 0) return;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page is keyed by its path
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

/** Sets <meta name="description"> while the page is shown (pre-rendered pages carry theirs). */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || text === null) return;
    const before = meta.getAttribute('content');
    meta.setAttribute('content', text);
    return () => {
      if (before !== null) meta.setAttribute('content', before);
    };
  }, [text]);
}
