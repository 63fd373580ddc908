// Add to / remove from the watchlist on the security page. A toggle button (aria-pressed); writes
// need the network (DESIGN "offline": only drafts, lessons and analytics are kept offline), so
// offline it is disabled and says why.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';
import { unwatch, watch } from './api';

export function WatchButton({ symbol, initial }: { symbol: string; initial: boolean }) {
  useSignals();
  const [watching, setWatching] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = isOnline.value;
  const reasonId = useId();

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await (watching ? unwatch(symbol) : watch(symbol));
      setWatching(result.on_watchlist);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <Button
        variant="secondary"
        aria-pressed={watching}
        disabled={busy || !online}
        aria-describedby={online ? undefined : reasonId}
        onClick={() => void toggle()}
      >
        <span aria-hidden>{watching ? '★' : '☆'}</span>
        {watching ? 'On watchlist' : 'Add to watchlist'}
      </Button>
      {online ? null : <Reason id={reasonId}>The watchlist changes only online.</Reason>}
      {error ? <Error role="alert">{error}</Error> : null}
    </Wrap>
  );
}

const Wrap = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Error = styled('span', { color: '$error', fontSize: '$sm' });
const Reason = styled('span', { color: '$warning', fontSize: '$sm' });
