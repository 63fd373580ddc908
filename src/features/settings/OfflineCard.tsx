// Settings › Offline: whether this device keeps the app's offline data for good, the install
// offer, and the running version.
import { useSignals } from '@preact/signals-react/runtime';
import { storagePersistence, requestPersistentStorage } from '@/platform/offline/storage';
import { canInstall, promptInstall } from '@/platform/offline/install';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';

const DESCRIPTIONS = {
  persistent: 'Persistent: your offline data stays on this device until you remove it.',
  'best-effort':
    'Best effort: the browser may clear offline data when the device runs low on space.',
  unsupported: 'This browser does not report whether storage is persistent.',
  unknown: 'Checking…',
} as const;

export function OfflineCard() {
  useSignals();
  const state = storagePersistence.value;
  return (
    <Card aria-labelledby="offline-heading">
      <Heading as="h2" level={2} id="offline-heading">
        Offline
      </Heading>
      <Muted data-testid="storage-persistence">Storage: {DESCRIPTIONS[state]}</Muted>
      {state === 'best-effort' ? (
        <Button variant="secondary" onClick={() => void requestPersistentStorage()}>
          Keep offline data
        </Button>
      ) : null}
      {canInstall.value ? <Button onClick={() => void promptInstall()}>Install app</Button> : null}
      <Muted>Version {import.meta.env.VITE_BUILD_ID ?? 'development'}</Muted>
    </Card>
  );
}
