// The words the trade screen uses for an order: one place, so the preview, the confirmation and
// the result say the same thing.
import type { Order, OrderPreviewResponse } from '@/contract/orders';
import { formatCents, formatPriceUnits, formatShareUnits } from '@/ui/format';

const verb = (side: 'buy' | 'sell') => (side === 'buy' ? 'Buy' : 'Sell');

/** "Buy $100.00 of AAPL", "Sell 2.5 sh of KO at $60.25 or better". */
export function describeOrder(order: {
  side: 'buy' | 'sell';
  type: 'market' | 'limit' | 'stop';
  symbol: string;
  quantity_e5: number | null;
  notional_cents: number | null;
  limit_price_e4: number | null;
  stop_price_e4: number | null;
}): string {
  const amount =
    order.notional_cents !== null
      ? `${formatCents(order.notional_cents)} of`
      : formatShareUnits(order.quantity_e5 ?? 0);
  const head = `${verb(order.side)} ${amount} ${order.symbol}`;
  if (order.type === 'limit' && order.limit_price_e4 !== null)
    return `${head} at ${formatPriceUnits(order.limit_price_e4)} or better`;
  if (order.type === 'stop' && order.stop_price_e4 !== null)
    return `${head} when the price reaches ${formatPriceUnits(order.stop_price_e4)}`;
  return `${head} at the market price`;
}

export function whenItExecutes(preview: OrderPreviewResponse): string {
  if (preview.executes === 'now') return 'Executes now at the market price.';
  if (preview.executes === 'at_open')
    return 'The market is closed: the order waits and fills when it opens.';
  return `Fills when the price reaches ${formatPriceUnits(preview.estimated_price_e4)}.`;
}

export const STATUS_TEXT: Record<Order['status'], string> = {
  new: 'Open',
  partially_filled: 'Partly filled',
  filled: 'Filled',
  canceled: 'Canceled',
  expired: 'Expired',
  rejected: 'Rejected',
};

/** The headline of the result screen. */
export function resultHeadline(order: Order): string {
  const shares = formatShareUnits(order.filled_quantity_e5);
  switch (order.status) {
    case 'filled':
      return `${order.side === 'buy' ? 'Bought' : 'Sold'} ${shares} ${order.symbol} at ${formatPriceUnits(order.average_fill_price_e4 ?? 0)}`;
    case 'partially_filled':
      return `Partly filled: ${shares} ${order.symbol} so far`;
    case 'rejected':
      return `Order rejected${order.reject_reason ? `: ${order.reject_reason}` : ''}`;
    case 'canceled':
      return 'Order canceled';
    case 'expired':
      return 'Order expired';
    default:
      return 'Order placed';
  }
}
