// POST /api/v1/orders/:id/cancel (an open order can be canceled; its holds return).
// Idempotent by key: a retry gets the first answer. Canceling an order that is no longer open is
// a 409 naming its state; another user's order, or none, is a 404.
import { and, eq } from 'drizzle-orm';
import { isUuid, type OrderResponse } from '@/contract/orders';
import { orders } from '../../db/schema';
import { conflict } from '../../errors';
import { lockAccountRow } from '../ledger';
import type { OrdersDeps } from './deps';
import { answerOnce, type StoredResponse } from '../idempotency';
import { lockOpenOrder } from './locks';
import { orderNotFound } from './queries';
import { closeOrder } from './reserve';
import { notifyOrderEnded } from './notify';
import { orderView } from './view';

export async function cancelOrder(
  deps: OrdersDeps,
  userId: string,
  orderId: string,
  idempotencyKey: string,
): Promise<StoredResponse<OrderResponse>> {
  if (!isUuid(orderId)) throw orderNotFound();
  const ref = { userId, scope: 'order_cancel' as const, key: idempotencyKey };
  const at = deps.now();
  return deps.db.transaction((tx) =>
    answerOnce(tx, ref, { order_id: orderId }, async () => {
      const locked = await lockOpenOrder(tx, orderId, { userId });
      if (!locked) {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        if (!order) throw orderNotFound();
        throw conflict(
          `This order is ${order.status.replace('_', ' ')}: only an open order can be canceled.`,
          'id',
        );
      }
      const { order, accountType } = locked;
      if (!(await deps.brokerFor(accountType).cancel(order))) {
        throw conflict('The broker could not cancel this order any more.', 'id');
      }
      await lockAccountRow(tx, order.accountId);
      const canceled = await closeOrder(tx, order, 'canceled', at);
      await notifyOrderEnded(tx, canceled, accountType, 'canceled', at);
      const body: OrderResponse = { order: orderView(canceled, accountType) };
      return { statusCode: 200, body };
    }),
  );
}
