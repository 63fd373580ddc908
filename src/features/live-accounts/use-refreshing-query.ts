// A query that refreshes itself: when the page regains focus or becomes visible, when the
// connection comes back (platform/network), and every `everyMs` while visible (the review is
// moved along by an operator, so the status page must notice without a reload). The last answer stays on screen while it
// refreshes; a failed refresh keeps it and reports the failure beside it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryState } from '@/platform/api';
import { onReconnect } from '@/platform/network/online';

export function useRefreshingQuery<T>(load: () => Promise<T>, everyMs: number) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [refreshError, setRefreshError] = useState<unknown>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const inFlight = useRef(false);

  const refresh = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    loadRef.current().then(
      (data) => {
        inFlight.current = false;
        setRefreshError(null);
        setState({ status: 'success', data });
      },
      (error: unknown) => {
        inFlight.current = false;
        setState((current) => {
          if (current.status === 'success') {
            setRefreshError(error);
            return current;
          }
          return { status: 'error', error };
        });
      },
    );
  }, []);

  // Retry from an error screen shows the spinner again, as QueryView expects.
  const reload = useCallback(() => {
    setState((current) => (current.status === 'error' ? { status: 'loading' } : current));
    refresh();
  }, [refresh]);

  useEffect(() => {
    refresh();
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    window.addEventListener('focus', refresh);
    const stopReconnect = onReconnect(refresh);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), everyMs);
    return () => {
      window.removeEventListener('focus', refresh);
      stopReconnect();
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [refresh, everyMs]);

  return { state, reload, refreshError };
}
