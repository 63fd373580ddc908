// A signed-in visitor of the splash page and /lf/ landing pages is forwarded into the app (spec §7),
// except on localhost, where the spec skips it so the site can be worked on while signed in.
import { useSignalEffect } from '@preact/signals-react';
import { useLocation } from 'wouter';
import { authStatus } from '@/features/auth';
import { appPaths } from '@/paths';

export function useForwardSignedIn(): void {
  const [, navigate] = useLocation();
  useSignalEffect(() => {
    if (authStatus.value === 'signed-in' && window.location.hostname !== 'localhost') {
      navigate(appPaths.dashboard, { replace: true });
    }
  });
}
