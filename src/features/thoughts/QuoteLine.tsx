// The security a thought is about, in one line: name, ticker (to the security page), last price
// and the day's change (spec §5: prices two decimals, percentages up to two). A missing quote is
// not the thought's failure: the line then shows the ticker alone.
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { securityPath } from '@/paths';
import { formatChangeBasisPoints, formatPriceUnits } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { quoteLineQuery } from './api';

export function QuoteLine({ symbol }: { symbol: string }) {
  const { state } = useApiQuery(quoteLineQuery(symbol));
  const data = state.status === 'success' ? state.data : null;
  return (
    <Line data-testid="thought-quote">
      <Link href={securityPath(symbol)}>{data ? `${data.security.name} (${symbol})` : symbol}</Link>
      {data ? (
        <>
          <Price>{formatPriceUnits(data.quote.price_e4)}</Price>
          <Change tone={data.quote.change_bp >= 0 ? 'up' : 'down'}>
            {formatChangeBasisPoints(data.quote.change_bp)} today
          </Change>
        </>
      ) : null}
    </Line>
  );
}

const Line = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$1 $3',
  margin: '0 0 $4',
  fontSize: '$sm',
});
const Price = styled('span', { fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
const Change = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  variants: { tone: { up: { color: '$positive' }, down: { color: '$negative' } } },
});
