// The positions of /app/portfolio, with average cost, market value, day and
// total gain, each linking to its security page. Prices carry their source and as-of time so a
// simulated price is never mistaken for a live one.
import { Link } from 'wouter';
import type { Position } from '@/contract/portfolio';
import { securityPath } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatPriceUnits, formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { Gain } from './Gain';
import { formatAsOf } from './time';

export function PositionsList({ positions }: { positions: Position[] }) {
  const first = positions[0];
  return (
    <Card aria-labelledby="positions-heading">
      <Heading as="h2" level={2} id="positions-heading">
        Positions
      </Heading>
      <List>
        {positions.map((position) => (
          <Row key={position.symbol} data-testid={`position-${position.symbol}`}>
            <Head>
              <Symbol href={securityPath(position.symbol)}>{position.symbol}</Symbol>
              <Name>{position.name}</Name>
              <Value>
                <Money cents={position.market_value_cents} />
              </Value>
            </Head>
            <Figures>
              <div>
                <dt>Shares</dt>
                <dd>{formatShareUnits(position.quantity_e5)}</dd>
              </div>
              <div>
                <dt>Average cost</dt>
                <dd>{formatPriceUnits(position.average_cost_e4, { strict: true })}</dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd>{formatPriceUnits(position.price_e4, { strict: true })}</dd>
              </div>
              <div>
                <dt>Today</dt>
                <dd>
                  <Gain cents={position.day_gain_cents} bp={position.day_gain_bp} />
                </dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>
                  <Gain cents={position.total_gain_cents} bp={position.total_gain_bp} />
                </dd>
              </div>
            </Figures>
          </Row>
        ))}
      </List>
      {first ? (
        <Muted as="p" css={{ margin: '$3 0 0', fontSize: '$sm' }}>
          Prices: {first.quote_source === 'simulator' ? 'simulated' : first.quote_source}, as of{' '}
          {formatAsOf(first.quote_as_of)}.
        </Muted>
      ) : null}
    </Card>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  padding: '$4 0',
  '& + &': { borderTop: '1px solid $border' },
});
const Head = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'baseline',
  gap: '$3',
  marginBottom: '$3',
});
const Symbol = styled(Link, {
  fontWeight: 800,
  fontSize: '$lg',
  color: '$primaryCtaButton',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Name = styled('span', {
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Value = styled('span', { fontWeight: 700, fontSize: '$lg' });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: '$3',
  margin: 0,
  '& dt': { color: '$textMuted', fontSize: '$xs', marginBottom: '2px' },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', fontSize: '$sm' },
  '@mobile': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
