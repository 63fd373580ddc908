// Push on this device (Settings → Preferences): whether this browser gets the member's pushes, and
// the one button that turns them on (the browser's own permission prompt, then the subscription)
// or off. What each kind of notice pushes is the account's switches beside it, for every device.
// Where a browser has no Web Push it says so and why, instead of a button that cannot work.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { type DevicePush, devicePush, turnOffPush, turnOnPush } from './push';

const STATUS: Record<DevicePush, string> = {
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
  denied:
    'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then come back here.',
  'install-first':
    'On iPhone and iPad, push notifications come to the app on your Home Screen: add Stockroom with Share → Add to Home Screen, open it from there, and turn them on here.',
  unsupported: 'This browser cannot show push notifications from Stockroom.',
};

export function PushDeviceSetting() {
  useSignals();
  const [state, setState] = useState<DevicePush | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offline = !isOnline.value;

  useEffect(() => {
    let live = true;
    devicePush()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (turn: () => Promise<DevicePush>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await turn());
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'loading') return <Muted>Checking this device…</Muted>;
  const canChange = state === 'on' || state === 'off';
  return (
    <Box data-testid="push-device" data-state={state}>
      <Muted role="status">{STATUS[state]}</Muted>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {canChange ? (
        <Button
          type="button"
          variant={state === 'on' ? 'secondary' : 'primary'}
          disabled={busy || offline}
          onClick={() => void change(state === 'on' ? turnOffPush : turnOnPush)}
        >
          {state === 'on' ? 'Turn off on this device' : 'Turn on push notifications'}
        </Button>
      ) : null}
    </Box>
  );
}

const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  marginBottom: '$4',
});
