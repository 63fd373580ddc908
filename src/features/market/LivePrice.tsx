// The security page's price: the one component that reads the symbol's live signal (state.ts),
// so a tick re-renders this and nothing else on the page. Its source and as-of time are
// always shown: every quote carries its source and as-of time.
import { useSignals } from '@preact/signals-react/runtime';
import type { Quote } from '@/contract/market';
import { isOnline } from '@/platform/network/online';
import { formatPriceUnits } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { Change } from './Change';
import { formatAsOf } from './market-time';
import { liveQuote, quoteStreamStatus } from './state';

const SOURCES: Record<string, string> = { simulator: 'Simulated prices' };

export function LivePrice({ symbol, initial }: { symbol: string; initial: Quote }) {
  useSignals();
  const quote = liveQuote(symbol).value ?? initial;
  const status = quoteStreamStatus.value;
  const note = !isOnline.value
    ? 'Offline: last known price'
    : status === 'live'
      ? 'Live'
      : quote.market_open
        ? 'Market open'
        : 'Market closed';
  return (
    <Box data-testid="live-price">
      <Price aria-label={`Price ${formatPriceUnits(quote.price_e4)}`}>
        {formatPriceUnits(quote.price_e4)}
      </Price>
      <Change quote={quote} />
      <Meta>
        <Status live={status === 'live' && isOnline.value}>{note}</Status> ·{' '}
        {SOURCES[quote.source] ?? quote.source} · as of {formatAsOf(quote.as_of)}
      </Meta>
    </Box>
  );
}

const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  margin: '0 0 $4',
});
const Price = styled('span', {
  fontSize: '$xxl',
  fontWeight: 700,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});
const Meta = styled('span', { color: '$textMuted', fontSize: '$sm' });
const Status = styled('span', {
  fontWeight: 600,
  variants: { live: { true: { color: '$positive' } } },
});
