// The states every portfolio screen has (CONTRIBUTING "Screens"): loading, error, and offline.
// Offline, the service worker answers API GETs from its cache (src/sw.ts), so a screen seen before
// shows its last data under a notice saying how old it is; one never seen shows why it is empty.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, describeError, type QueryState } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { formatAsOf } from './time';

/** Most answers carry the server's `as_of`: how old the cached data is. */
const asOf = (data: object): string | null =>
  'as_of' in data && typeof data.as_of === 'string' ? data.as_of : null;

export function QueryView<T extends object>({
  state,
  reload,
  loadingLabel,
  children,
}: {
  state: QueryState<T>;
  reload: () => void;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  useSignals();
  const online = isOnline.value;
  // Back online: fetch again, so the screen leaves its cached data on its own.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  if (state.status === 'loading') return <Spinner size="large" label={loadingLabel} />;
  if (state.status === 'error') {
    const offline = !online || (state.error instanceof ApiError && state.error.isOffline);
    return (
      <Notice
        tone={offline ? 'warning' : 'error'}
        action={
          <Button variant="link" onClick={reload}>
            Try again
          </Button>
        }
      >
        {offline
          ? 'You are offline, and this screen has not been saved on this device yet.'
          : describeError(state.error)}
      </Notice>
    );
  }
  return (
    <>
      {!online ? (
        <Notice tone="warning">
          <span data-testid="offline-data">
            Offline: showing your last data
            {asOf(state.data) ? `, as of ${formatAsOf(asOf(state.data) as string)}` : ''}.
          </span>
        </Notice>
      ) : null}
      {children(state.data)}
    </>
  );
}
