// Screens that need a session: wait for the session check, then send visitors to log in and back.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { authStatus } from '@/features/auth';
import { appPaths } from '@/paths';
import { FullScreenSpinner } from '@/ui/Spinner';

export function RequireSignIn({ children }: { children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  // The query comes back too: a link such as /app/share/{token}?… or a confirmation link
  // must still carry its parameters after the visitor logs in.
  const search = useSearch();
  const next = search ? `${location}?${search}` : location;
  if (authStatus.value === 'unknown') return <FullScreenSpinner label="Checking your session" />;
  if (authStatus.value === 'signed-out') {
    return <Redirect to={`${appPaths.login}?${new URLSearchParams({ next })}`} replace />;
  }
  return <>{children}</>;
}
