// The states every market screen has (CONTRIBUTING "Screens"): loading, error (with a retry),
// offline (a screen not seen online yet cannot be shown), empty, and the data. The service worker
// answers GETs from its cache offline, so a screen seen before still opens (DESIGN "offline").
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { ApiError, describeError, type QueryState } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';

const Center = styled('div', { display: 'flex', justifyContent: 'center', padding: '$6 0' });

export function QueryView<T>({
  state,
  reload,
  loadingLabel,
  isEmpty,
  empty,
  notFound,
  children,
}: {
  state: QueryState<T>;
  reload: () => void;
  loadingLabel: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown for a 404 instead of the generic error. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  useSignals();
  if (state.status === 'loading') {
    return (
      <Center>
        <Spinner size="large" label={loadingLabel} />
      </Center>
    );
  }
  if (state.status === 'error') {
    const error = state.error;
    if (notFound && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
    const offline = !isOnline.value || (error instanceof ApiError && error.isOffline);
    const retry = (
      <Button variant="link" onClick={reload}>
        Try again
      </Button>
    );
    return offline ? (
      <Notice tone="warning" action={retry}>
        You are offline, and this screen has not been saved on this device yet. Connect to load it.
      </Notice>
    ) : (
      <Notice tone="error" action={retry}>
        {describeError(error)}
      </Notice>
    );
  }
  if (isEmpty?.(state.data)) return <>{empty}</>;
  return <>{children(state.data)}</>;
}
