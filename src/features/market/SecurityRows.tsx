// Rows of securities that link to their pages: symbol and name on the left, price and change on
// the right. Used by search, explore, trending, earnings and the watchlist. A live row's price is
// its own component reading its symbol's signal (state.ts), so a tick re-renders that price only.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Quote, SecuritySummary } from '@/contract/market';
import { securityPath } from '@/paths';
import { formatPriceUnits } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { Change } from './Change';
import { liveQuote } from './state';

export interface SecurityRowItem {
  security: SecuritySummary;
  quote?: Quote;
  /** Read the live quote (seeded with `quote`) instead of the fixed one. */
  live?: boolean;
  /** A line under the name: a rank, a date, a volume. */
  meta?: ReactNode;
  /** A control beside the row (outside its link), e.g. Remove. */
  action?: ReactNode;
}

export function SecurityRows({
  items,
  label,
  ordered = false,
}: {
  items: readonly SecurityRowItem[];
  /** The list's accessible name. */
  label: string;
  ordered?: boolean;
}) {
  return (
    <List as={ordered ? 'ol' : 'ul'} aria-label={label}>
      {items.map((item) => (
        <Item key={item.security.symbol}>
          <RowLink href={securityPath(item.security.symbol)}>
            <Names>
              <Symbol>{item.security.symbol}</Symbol>
              <Name>{item.security.name}</Name>
              {item.meta ? <Meta>{item.meta}</Meta> : null}
            </Names>
            {item.quote ? (
              item.live ? (
                <LiveFigures symbol={item.security.symbol} fallback={item.quote} />
              ) : (
                <Figures quote={item.quote} />
              )
            ) : null}
          </RowLink>
          {item.action}
        </Item>
      ))}
    </List>
  );
}

function LiveFigures({ symbol, fallback }: { symbol: string; fallback: Quote }) {
  useSignals();
  return <Figures quote={liveQuote(symbol).value ?? fallback} />;
}

function Figures({ quote }: { quote: Quote }) {
  return (
    <Numbers>
      <Price>{formatPriceUnits(quote.price_e4)}</Price>
      <Change quote={quote} amount={false} />
    </Numbers>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '& + &': { borderTop: '1px solid $border' },
});
const RowLink = styled(Link, {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $2',
  minHeight: '56px',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  '&:hover': { backgroundColor: '$appBackground' },
});
const Names = styled('span', { display: 'flex', flexDirection: 'column', minWidth: 0 });
const Symbol = styled('span', { fontWeight: 700 });
const Name = styled('span', {
  color: '$textMuted',
  fontSize: '$sm',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Meta = styled('span', { color: '$textMuted', fontSize: '$xs' });
const Numbers = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: '$sm',
  flexShrink: 0,
});
const Price = styled('span', { fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
