// "Your position" on the security page: what the person holds of this security in the account in
// use (users.account_type: paper or live, spec §1), with Buy and Sell. The figures are the
// portfolio's own (GET /portfolio, the answer /app/portfolio shows), so the two screens agree.
// Nothing is shown when the security is not held (Trade stays the way to buy), nor while loading:
// most visitors hold none, and a spinner for them would only flash.
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Link } from 'wouter';
import type { PortfolioResponse, Position } from '@/contract/portfolio';
import { Gain, portfolioQuery } from '@/features/portfolio';
import { ApiError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { tradePath } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatPriceUnits, formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { dateTimeFormat } from '@/ui/intl';

const ACCOUNT_NAMES = { simulated: 'Paper account', live: 'Live account' } as const;
// Eastern time, as the price above it says (DESIGN.md "time": show Eastern where the market is).
const asOfFormat = dateTimeFormat({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

export function YourPosition({ symbol }: { symbol: string }) {
  useSignals();
  // Back online, the query cache asks again by itself (platform/queries).
  const { state, reload } = useApiQuery(portfolioQuery(undefined));
  const online = isOnline.value;

  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    const offline = !online || (state.error instanceof ApiError && state.error.isOffline);
    // A person without a trading account yet has no position to show.
    if (state.error instanceof ApiError && state.error.code === 'not_found') return null;
    return (
      <Notice
        tone={offline ? 'warning' : 'error'}
        action={
          <Button variant="link" onClick={reload}>
            Try again
          </Button>
        }
      >
        {offline
          ? 'You are offline: your position in this security shows once you are connected.'
          : 'We could not load your position in this security.'}
      </Notice>
    );
  }
  const position = state.data.positions.find((row) => row.symbol === symbol);
  if (!position) return null;
  return <PositionCard portfolio={state.data} position={position} offline={!online} />;
}

function PositionCard({
  portfolio,
  position,
  offline,
}: {
  portfolio: PortfolioResponse;
  position: Position;
  offline: boolean;
}) {
  const reasonId = useId();
  const simulated = position.quote_source === 'simulator';
  return (
    <Card aria-labelledby="your-position-heading" data-testid="your-position">
      <Top>
        <Heading as="h2" level={2} id="your-position-heading" css={{ marginBottom: 0 }}>
          Your position
        </Heading>
        <Muted as="span" css={{ margin: 0, fontSize: '$sm' }}>
          {ACCOUNT_NAMES[portfolio.account.type]}
        </Muted>
      </Top>
      <Figures>
        <div>
          <dt>Shares</dt>
          <dd data-testid="your-position-shares">{formatShareUnits(position.quantity_e5)}</dd>
        </div>
        <div>
          <dt>Market value</dt>
          <dd data-testid="your-position-value">
            <Money cents={position.market_value_cents} />
          </dd>
        </div>
        <div>
          <dt>Average cost</dt>
          <dd>{formatPriceUnits(position.average_cost_e4, { strict: true })}</dd>
        </div>
        <div>
          <dt>Total gain</dt>
          <dd>
            <Gain cents={position.total_gain_cents} bp={position.total_gain_bp} />
          </dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>
            <Gain cents={position.day_gain_cents} bp={position.day_gain_bp} />
          </dd>
        </div>
      </Figures>
      <Muted as="p" css={{ margin: '0 0 $3', fontSize: '$sm' }}>
        Valued at {formatPriceUnits(position.price_e4, { strict: true })}
        {simulated ? ' (simulated price)' : ''}, as of{' '}
        {asOfFormat.format(new Date(position.quote_as_of))} ET.
        {position.held_quantity_e5 > 0
          ? ` Open sell orders hold ${formatShareUnits(position.held_quantity_e5)}.`
          : ''}
      </Muted>
      {/* Orders need the network and are never queued offline (DESIGN "offline"). */}
      {offline ? (
        <>
          <Buttons>
            <Button disabled aria-describedby={reasonId}>
              Buy
            </Button>
            <Button variant="secondary" disabled aria-describedby={reasonId}>
              Sell
            </Button>
          </Buttons>
          <Reason id={reasonId}>Trading needs a connection: you are offline.</Reason>
        </>
      ) : (
        <Buttons>
          <Button as={Link} href={tradePath(position.symbol, 'buy')}>
            Buy
          </Button>
          <Button as={Link} variant="secondary" href={tradePath(position.symbol, 'sell')}>
            Sell
          </Button>
        </Buttons>
      )}
    </Card>
  );
}

const Top = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: '$2',
  marginBottom: '$3',
});
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: '$3',
  margin: '0 0 $3',
  '& dt': { color: '$textMuted', fontSize: '$sm', marginBottom: '2px' },
  '& dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
  '@mobile': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const Buttons = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
  maxWidth: '420px',
});
const Reason = styled('p', { color: '$warning', fontSize: '$sm', margin: '$2 0 0' });
