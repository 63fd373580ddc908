// The app-wide offline notice (DESIGN "Client state and offline"): shown while the connectivity
// signal says the network does not answer, whatever `navigator.onLine` believes, with a way to
// check again at once instead of waiting for the next automatic check.
import { useSignals } from '@preact/signals-react/runtime';
import { checkConnection, checkingConnection, isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';

export function OfflineBar() {
  useSignals();
  if (isOnline.value) return null;
  const checking = checkingConnection.value;
  return (
    <Bar role="status" data-testid="offline-bar">
      <span>You are offline. Some actions are unavailable until you reconnect.</span>
      <Retry variant="link" disabled={checking} onClick={() => void checkConnection()}>
        {checking ? 'Checking…' : 'Try again'}
      </Retry>
    </Bar>
  );
}

const Bar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: '$3',
  backgroundColor: '$component',
  color: '$warning',
  borderBottom: '1px solid $border',
  padding: '0 $5',
  fontSize: '$sm',
  '@mobile': { padding: '0 $4' },
  '& > span': { padding: '$2 0', minWidth: 0, overflowWrap: 'anywhere' },
});
// A touch target of 44 px (the bar's own height on one line). Its link padding is pulled back so
// that, wrapped under the text on a phone, it lines up with it.
const Retry = styled(Button, {
  minHeight: '44px',
  marginLeft: '-$2',
  fontSize: '$sm',
  '&:disabled': { backgroundColor: 'transparent', borderColor: 'transparent', color: '$textMuted' },
});
