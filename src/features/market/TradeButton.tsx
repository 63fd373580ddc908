// "Trade" on the security page: opens the trade screen on this symbol (/app/orders?symbol=&side=).
// Orders need the network and are never queued offline (DESIGN.md "Client state and offline"), so
// offline the button is disabled and the reason is shown beside it and tied to it
// (aria-describedby).
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Link } from 'wouter';
import { isOnline } from '@/platform/network/online';
import { tradePath } from '@/paths';
import { Button } from '@/ui/Button';
import { styled } from '@/ui/theme/stitches';

export function TradeButton({ symbol }: { symbol: string }) {
  useSignals();
  const reasonId = useId();
  if (isOnline.value) {
    return (
      <Button as={Link} href={tradePath(symbol, 'buy')}>
        Trade {symbol}
      </Button>
    );
  }
  return (
    <Wrap>
      <Button disabled aria-describedby={reasonId}>
        Trade {symbol}
      </Button>
      <Reason id={reasonId}>Trading needs a connection: you are offline.</Reason>
    </Wrap>
  );
}

const Wrap = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Reason = styled('span', { color: '$warning', fontSize: '$sm' });
