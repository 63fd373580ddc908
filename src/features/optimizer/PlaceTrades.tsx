// "Place N trades": a confirmation, then one request that places them all as
// market orders in the paper account, sells first. The Idempotency-Key is made once per set of
// trades, so pressing again after a failure retries without placing anything twice. Orders need
// the network (DESIGN.md "Client state and offline"): offline, the button says so.
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SuggestedTrade } from '@/contract/optimizer';
import type { Order } from '@/contract/orders';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { formatShareUnits } from '@/ui/format';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { placeTrades } from './api';

type Status =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'done'; orders: Order[] }
  | { kind: 'failed'; message: string };

const STATUS_TEXT: Record<Order['status'], string> = {
  new: 'waiting to fill',
  partially_filled: 'partly filled',
  filled: 'filled',
  canceled: 'canceled',
  expired: 'expired',
  rejected: 'rejected',
};

export function PlaceTrades({
  trades,
  onPlaced,
}: {
  trades: SuggestedTrade[];
  onPlaced: () => void;
}) {
  useSignals();
  const online = isOnline.value;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const key = useRef<string>(crypto.randomUUID());
  const n = trades.length;
  const label = `Place ${n} trade${n === 1 ? '' : 's'}`;

  async function confirm() {
    setStatus({ kind: 'placing' });
    try {
      const body = {
        trades: trades.map(({ symbol, side, quantity }) => ({ symbol, side, quantity })),
      };
      const result = await placeTrades(body, key.current);
      setStatus({ kind: 'done', orders: result.orders });
      setOpen(false);
    } catch (error) {
      setStatus({ kind: 'failed', message: describeError(error) });
    }
  }

  if (status.kind === 'done') {
    return (
      <Notice tone="info">
        <span data-testid="trades-placed">
          Placed {status.orders.length} order{status.orders.length === 1 ? '' : 's'}:
        </span>
        <OrderList>
          {status.orders.map((order) => (
            <li key={order.id}>
              {order.side === 'buy' ? 'Buy' : 'Sell'}{' '}
              {order.quantity_e5 === null ? '' : formatShareUnits(order.quantity_e5)} {order.symbol}
              : {STATUS_TEXT[order.status]}
              {order.status === 'filled' ? (
                <>
                  {' '}
                  for <Money cents={order.filled_amount_cents} />
                </>
              ) : null}
              {order.reject_reason ? ` (${order.reject_reason})` : ''}
            </li>
          ))}
        </OrderList>
        <Link href={appPaths.orders}>See your orders</Link> ·{' '}
        <Link href={appPaths.portfolio}>See your portfolio</Link> ·{' '}
        <Button variant="link" onClick={onPlaced}>
          Optimise again
        </Button>
      </Notice>
    );
  }

  return (
    <>
      {!online ? (
        <Notice tone="warning">You are offline: placing trades needs the network.</Notice>
      ) : null}
      <Button onClick={() => setOpen(true)} disabled={!online || n === 0}>
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        modalType="optimizer place trades"
        title={`${label}?`}
        height="auto"
      >
        <p>
          These market orders go to your paper (simulated) account, sells first, at the market price
          when they fill. Not investment advice.
        </p>
        <OrderList>
          {trades.map((trade) => (
            <li key={`${trade.side}-${trade.symbol}`}>
              {trade.side === 'buy' ? 'Buy' : 'Sell'} {formatShareUnits(trade.quantity_e5)}{' '}
              {trade.symbol}, about <Money cents={trade.estimated_cents} />
            </li>
          ))}
        </OrderList>
        {status.kind === 'failed' ? <Notice tone="error">{status.message}</Notice> : null}
        <Actions>
          <Button onClick={confirm} disabled={status.kind === 'placing' || !online}>
            {status.kind === 'placing'
              ? 'Placing…'
              : status.kind === 'failed'
                ? 'Try again'
                : 'Confirm'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

const OrderList = styled('ul', { margin: '$2 0 $3', paddingLeft: '$5', lineHeight: 1.6 });
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
