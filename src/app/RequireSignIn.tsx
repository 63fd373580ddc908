// Screens that need a session: wait for the session check, then send visitors to log in and back.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { authStatus } from '@/features/auth';
import { appPaths } from '@/paths';
import { FullScreenSpinner } from '@/ui/Spinner';

export function RequireSignIn({ children }: { children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  if (authStatus.value === 'unknown') return <FullScreenSpinner label="Checking your session" />;
  if (authStatus.value === 'signed-out') {
    return <Redirect to={`${appPaths.login}?${new URLSearchParams({ next: location })}`} replace />;
  }
  return <>{children}</>;
}
