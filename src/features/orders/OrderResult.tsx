// The result of a placed order: filled, waiting, or rejected with the reason.
import { Link } from 'wouter';
import type { Order } from '@/contract/orders';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatMarketTime } from '@/ui/format';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { describeOrder, resultHeadline } from './order-text';

export function OrderResult({ order, onAnother }: { order: Order; onAnother: () => void }) {
  const rejected = order.status === 'rejected';
  return (
    <Card data-testid="order-result" data-status={order.status} aria-live="polite">
      <Mark tone={rejected ? 'negative' : 'positive'} aria-hidden>
        {rejected ? '✕' : '✓'}
      </Mark>
      <Heading as="h1">{resultHeadline(order)}</Heading>
      <Muted>{describeOrder(order)}.</Muted>
      {order.status === 'filled' ? (
        <Muted>
          {order.side === 'buy' ? 'Paid' : 'Received'} <Money cents={order.filled_amount_cents} />.
        </Muted>
      ) : null}
      {order.status === 'new' ? (
        <Muted>
          It is open and will fill when its conditions are met
          {order.expires_at
            ? `, or expire at ${formatMarketTime(order.expires_at, 'fullDateTime')}`
            : ' (good till canceled)'}
          . You can cancel it from the trade screen.
        </Muted>
      ) : null}
      <Actions>
        <Button as={Link} href={appPaths.portfolio}>
          View portfolio
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          Place another order
        </Button>
      </Actions>
    </Card>
  );
}

const Mark = styled('div', {
  fontSize: '40px',
  lineHeight: 1,
  marginBottom: '$3',
  variants: { tone: { positive: { color: '$positive' }, negative: { color: '$negative' } } },
});
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
