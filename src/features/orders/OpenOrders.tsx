// Open orders with a cancel button each (an open order can be canceled, which
// releases the buying power or shares it held).
import { useState } from 'react';
import type { Order } from '@/contract/orders';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Heading } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { cancelOrder, newIdempotencyKey, openOrdersQuery } from './api';
import { describeOrder, STATUS_TEXT } from './order-text';

export function OpenOrders({ offline }: { offline: boolean }) {
  // An order placed or canceled marks the list stale: it reads again by itself.
  const { state, reload } = useApiQuery(openOrdersQuery);
  return (
    <section aria-labelledby="open-orders-heading" data-testid="open-orders">
      <Heading as="h2" level={2} id="open-orders-heading">
        Open orders
      </Heading>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading open orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <Muted>
            No open orders. Limit and stop orders, and orders placed while the market is closed,
            wait here until they fill.
          </Muted>
        }
      >
        {(data) => (
          <List>
            {data.orders.map((order) => (
              <OpenOrderRow key={order.id} order={order} offline={offline} />
            ))}
          </List>
        )}
      </QueryView>
    </section>
  );
}

function OpenOrderRow(props: { order: Order; offline: boolean }) {
  const { order, offline } = props;
  // One key per cancel request, kept across retries of it.
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(order.id, key);
    } catch (failure) {
      setError(describeError(failure));
      setBusy(false);
    }
  };
  const label = describeOrder(order);
  return (
    <Item>
      <div>
        <strong>{label}</strong>
        <Muted as="span">
          {' '}
          · {STATUS_TEXT[order.status]} ·{' '}
          {order.time_in_force === 'day' ? 'Day' : 'Good till canceled'}
        </Muted>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <Button
        variant="secondary"
        onClick={cancel}
        disabled={busy || offline}
        aria-label={`Cancel: ${label}`}
      >
        {busy ? 'Canceling…' : 'Cancel'}
      </Button>
    </Item>
  );
}

const Muted = styled('p', { color: '$textMuted', margin: '0 0 $3' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 0',
  borderBottom: '1px solid $border',
});
