// Reading orders (GET /api/v1/orders, GET /api/v1/orders/:id): always scoped by the signed-in
// user id, so another user's order is simply not found (404).
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  isUuid,
  OPEN_ORDER_STATUSES,
  type OrderDetailResponse,
  type OrdersQuery,
  type OrdersResponse,
} from '@/contract/orders';
import type { Db } from '../../db/client';
import { accounts, fills, orders } from '../../db/schema';
import { notFound } from '../../errors';
import { fillView, orderView } from './view';

/** The most orders one list answer holds (newest first). */
const ORDERS_LIST_LIMIT = 200;

export const orderNotFound = () => notFound('No such order.', 'id');

export async function listOrders(
  db: Db,
  userId: string,
  query: OrdersQuery,
): Promise<OrdersResponse> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if ((query.status ?? 'open') === 'open') {
    conditions.push(inArray(orders.status, [...OPEN_ORDER_STATUSES]));
  }
  if (query.symbol) conditions.push(eq(orders.symbol, query.symbol.toUpperCase()));
  if (query.account_type) conditions.push(eq(accounts.type, query.account_type));
  const rows = await db
    .select({ order: orders, accountType: accounts.type })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_LIST_LIMIT);
  return { orders: rows.map((row) => orderView(row.order, row.accountType)) };
}

export async function getOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderDetailResponse> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [row] = await db
    .select({ order: orders, accountType: accounts.type })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw orderNotFound();
  const fillRows = await db
    .select()
    .from(fills)
    .where(eq(fills.orderId, orderId))
    .orderBy(asc(fills.createdAt), asc(fills.id));
  return { order: orderView(row.order, row.accountType), fills: fillRows.map(fillView) };
}
