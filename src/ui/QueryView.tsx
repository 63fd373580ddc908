// The states every data screen has (CONTRIBUTING "Screens"): loading, error with a retry, offline,
// empty, and the data. Offline, the service worker answers API GETs from its cache (src/sw.ts), so
// a screen seen before still opens: with `staleNotice` it says it shows the last data and how old
// (the answer's `as_of`); a screen never seen says why it is empty. Back online, it fetches again.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, describeError, type QueryState } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from './Button';
import { Notice } from './Notice';
import { Spinner } from './Spinner';
import { styled } from './theme/stitches';
import { formatDateTime } from './format';

const Center = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

/** Most answers carry the server's `as_of`: how old the cached data is. */
const asOf = (data: unknown): string | null =>
  typeof data === 'object' && data !== null && 'as_of' in data && typeof data.as_of === 'string'
    ? data.as_of
    : null;

export interface QueryViewProps<T> {
  state: QueryState<T>;
  reload: () => void;
  loadingLabel: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown for a 404 instead of the generic error. */
  notFound?: ReactNode;
  /** The screen's top-level view: offline, say the data shown is the last saved. */
  staleNotice?: boolean;
  children: (data: T) => ReactNode;
}

export function QueryView<T>(props: QueryViewProps<T>) {
  const { state, reload, loadingLabel, isEmpty, empty, notFound, staleNotice, children } = props;
  useSignals();
  const online = isOnline.value;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  if (state.status === 'loading') {
    return (
      <Center>
        <Spinner size="large" label={loadingLabel} />
      </Center>
    );
  }
  if (state.status === 'error') {
    const error = state.error;
    if (notFound && error instanceof ApiError && error.code === 'not_found') return <>{notFound}</>;
    const offline = !online || (error instanceof ApiError && error.isOffline);
    const retry = (
      <Button variant="link" onClick={reload}>
        Try again
      </Button>
    );
    return (
      <Notice tone={offline ? 'warning' : 'error'} action={retry}>
        {offline
          ? 'You are offline, and this screen has not been saved on this device yet. Connect to load it.'
          : describeError(error)}
      </Notice>
    );
  }
  const stamp = asOf(state.data);
  return (
    <>
      {staleNotice && !online ? (
        <Notice tone="warning">
          <span data-testid="offline-data">
            Offline: showing your last data
            {stamp ? `, as of ${formatDateTime(stamp)}` : ''}.
          </span>
        </Notice>
      ) : null}
      {isEmpty?.(state.data) ? empty : children(state.data)}
    </>
  );
}
