// An order's end, told to its member (src/contract/notifications.ts): filled, or canceled,
// expired or rejected once it was working. Raised in the transaction that ends the order, so the
// notice exists exactly when the end does. Every one is listed in the notification centre and
// pushed while the member's switch allows; only a live account's is mailed (a paper account's
// trades are practice, and mail about them would bury the account notices that matter). The
// switches are read when it is delivered (services/notifications/channels.ts).
import type { AccountType } from '@/contract/users';
import type { Tx } from '../../db/client';
import { type NewNotification, raiseNotification } from '../notifications/raise';
import { formatCents, formatShares } from './amounts';
import type { OrderRow } from './reserve';

const SIDE_WORDS = { buy: 'buy', sell: 'sell' } as const;

/** The order's account type decides whether the notice is mailed (above). */
const mailable = (accountType: AccountType) => accountType === 'live';

/** After a fill: a notice once the order is wholly filled (a partial fill waits for the rest). */
export async function notifyOrderFilled(
  tx: Tx,
  order: OrderRow,
  accountType: AccountType,
  at: Date,
): Promise<void> {
  const notice = orderFilledNotice(order, accountType, at);
  if (notice) await raiseNotification(tx, notice);
}

/** notifyOrderFilled's notice, or null while the order is not wholly filled. */
export function orderFilledNotice(
  order: OrderRow,
  accountType: AccountType,
  at: Date,
): NewNotification | null {
  if (order.status !== 'filled') return null;
  const price =
    order.averageFillPriceE4 === null ? null : Math.round(order.averageFillPriceE4 / 100);
  return {
    userId: order.userId,
    kind: 'order_filled',
    title: `Your ${SIDE_WORDS[order.side]} order for ${order.symbol} was filled`,
    body:
      `${order.side === 'buy' ? 'Bought' : 'Sold'} ${formatShares(order.filledQuantityE5)} of ` +
      `${order.symbol}${price === null ? '' : ` at ${formatCents(price)} a share`}, ` +
      `${formatCents(order.filledAmountCents)} in all.`,
    path: `/app/securities/${order.symbol}`,
    at,
    email: mailable(accountType),
  };
}

const ENDINGS = {
  canceled: 'was canceled',
  expired: 'expired at the close',
  rejected: 'could not be filled',
} as const;

/** After an order that was working ends unfilled (or partly filled) for `why`. */
export async function notifyOrderEnded(
  tx: Tx,
  order: OrderRow,
  accountType: AccountType,
  why: keyof typeof ENDINGS,
  at: Date,
): Promise<void> {
  const filled =
    order.filledQuantityE5 > 0
      ? ` ${formatShares(order.filledQuantityE5)} had filled; the rest will not.`
      : '';
  await raiseNotification(tx, {
    userId: order.userId,
    kind: 'order_canceled',
    title: `Your ${SIDE_WORDS[order.side]} order for ${order.symbol} ${ENDINGS[why]}`,
    body:
      `${order.rejectReason ? `${order.rejectReason} ` : ''}${filled}`.trim() ||
      'Nothing was bought or sold, and what it held is free again.',
    path: '/app/orders',
    at,
    email: mailable(accountType),
  });
}
