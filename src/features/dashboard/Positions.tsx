// The shown account's positions with today's move (spec §2 dashboard), each a link to its
// security page; refreshed live with the value cards (one request: the query cache shares it). No
// positions yet: the friendly way to a first trade.
import { Link } from 'wouter';
import type { Position } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { Gain, LIVE_REFRESH_MS, portfolioQuery } from '@/features/portfolio';
import { openOrdersQuery } from '@/features/orders';
import { useApiQuery } from '@/platform/queries';
import { appPaths, securityPath } from '@/paths';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { formatShareUnits } from '@/ui/format';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { Section, SectionBody } from './Section';
import { WaitingOrders, waitingOrders } from './WaitingOrders';

export function Positions({ type }: { type: AccountType | undefined }) {
  const { state, reload } = useApiQuery(portfolioQuery(type), { refreshEveryMs: LIVE_REFRESH_MS });
  // Refreshed with the positions: an order that fills leaves this list as its position arrives.
  // Secondary: a failure shows nothing (the trade screen lists open orders with their own error
  // state), and the last list stays up meanwhile, so nothing flickers.
  const orders = useApiQuery(openOrdersQuery, { refreshEveryMs: LIVE_REFRESH_MS }).state;
  const waiting = waitingOrders(orders.status === 'success' ? orders.data.orders : [], type);
  return (
    <Section
      id="home-positions"
      testId="home-positions"
      title="Your positions"
      more={{ href: appPaths.portfolio, what: 'of your portfolio' }}
    >
      <SectionBody
        state={state}
        reload={reload}
        label="Loading your positions"
        reserve={136}
        isEmpty={(data) => data.positions.length === 0 && waiting.length === 0}
        empty={<FirstStock />}
      >
        {(data) => (
          <>
            <WaitingOrders orders={waiting} />
            {data.positions.length ? (
              <List aria-label="Positions">
                {data.positions.map((position) => (
                  <Row key={position.symbol} position={position} />
                ))}
              </List>
            ) : null}
          </>
        )}
      </SectionBody>
    </Section>
  );
}

function Row({ position }: { position: Position }) {
  return (
    <Item data-testid={`home-position-${position.symbol}`}>
      <RowLink href={securityPath(position.symbol)}>
        <Names>
          <Symbol>{position.symbol}</Symbol>
          <Detail>{formatShareUnits(position.quantity_e5)}</Detail>
        </Names>
        <Figures>
          <Strong>
            <Money cents={position.market_value_cents} />
          </Strong>
          <Detail data-testid="home-position-day-change">
            <Gain cents={position.day_gain_cents} bp={position.day_gain_bp} size={12} />
          </Detail>
        </Figures>
      </RowLink>
    </Item>
  );
}

function FirstStock() {
  return (
    <div data-testid="home-positions-empty">
      <Muted css={{ margin: '0 0 $3' }}>
        Buy your first stock: search for a company you know, or see what is moving today. Even a few
        dollars buys a slice of a share.
      </Muted>
      <Actions>
        <Button as={Link} href={appPaths.search}>
          Buy your first stock
        </Button>
        <Button as={Link} href={appPaths.explore} variant="secondary">
          Explore
        </Button>
      </Actions>
    </div>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', { '& + &': { borderTop: '1px solid $border' } });
const RowLink = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  minHeight: '56px',
  padding: '$2',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  '&:hover': { backgroundColor: '$appBackground' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Names = styled('span', { display: 'flex', flexDirection: 'column', minWidth: 0 });
const Symbol = styled('span', { fontWeight: 700 });
const Detail = styled('span', { color: '$textMuted', fontSize: '$sm' });
const Figures = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'right',
});
const Strong = styled('span', { fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
