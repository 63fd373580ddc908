// The matcher's unit of work (server/jobs/order-matcher.ts): one order per transaction, taken
// with FOR UPDATE SKIP LOCKED so that several server instances on one PostgreSQL share the open
// orders and none is executed twice (DESIGN.md "Runtime").
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@/contract/orders';
import { type Db, executedRows } from '../../db/client';
import { orders } from '../../db/schema';
import { lockAccountRow } from '../ledger';
import type { OrdersDeps } from './deps';
import { applyExecution } from './fill';
import { notifyOrderEnded, notifyOrderFilled } from './notify';
import { lockOpenOrder } from './locks';
import { closeOrder } from './reserve';

export type MatchOutcome =
  'filled' | 'partially_filled' | 'rejected' | 'expired' | 'open' | 'taken';

const open = inArray(orders.status, [...OPEN_ORDER_STATUSES]);

/** Open orders whose day has ended (expires_at passed), a page after `afterId` (keyset). */
export async function expiredOrderIds(
  db: Db,
  at: Date,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(open, lte(orders.expiresAt, at), afterId ? gt(orders.id, afterId) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The symbols that have open orders (orders_open_idx), for one quote each. */
export async function openOrderSymbols(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ symbol: orders.symbol }).from(orders).where(open);
  return rows.map((row) => row.symbol);
}

/**
 * Open orders that may execute at these last prices, a page after `afterId`: market orders, and
 * limit and stop orders whose price has crossed (the built-in broker's rule, built-in.ts). Only
 * a narrowing, so resting orders cost the matcher nothing; the broker still decides each one
 * under its row lock.
 */
export async function crossingOrderIds(
  db: Db,
  at: Date,
  prices: ReadonlyMap<string, number>,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  if (prices.size === 0) return [];
  const quotes = sql`(values ${sql.join(
    [...prices].map(([symbol, price]) => sql`(${symbol}, ${price}::bigint)`),
    sql`, `,
  )}) as q(symbol, price)`;
  const { side, type, limitPriceE4: limit_, stopPriceE4: stop } = orders;
  const result = await db.execute<{ id: string }>(sql`
    select ${orders.id} as id from ${orders} join ${quotes} on q.symbol = ${orders.symbol}
    where ${open}
      and (${orders.expiresAt} is null or ${orders.expiresAt} > ${at})
      and (${afterId === null ? sql`true` : sql`${orders.id} > ${afterId}`})
      and (${type} = 'market'
        or (${type} = 'limit' and ${side} = 'buy' and q.price <= ${limit_})
        or (${type} = 'limit' and ${side} = 'sell' and q.price >= ${limit_})
        or (${type} = 'stop' and ${side} = 'buy' and q.price >= ${stop})
        or (${type} = 'stop' and ${side} = 'sell' and q.price <= ${stop}))
    order by ${orders.id}
    limit ${limit}`);
  return executedRows<{ id: string }>(result).map((row) => row.id);
}

/** Expires a day order whose session has closed, returning its holds. */
export async function expireOrder(deps: OrdersDeps, orderId: string, at: Date) {
  return deps.db.transaction(async (tx): Promise<MatchOutcome> => {
    const locked = await lockOpenOrder(tx, orderId, { skipLocked: true });
    if (!locked) return 'taken';
    const { order, accountType } = locked;
    if (!order.expiresAt || order.expiresAt.getTime() > at.getTime()) return 'open';
    await lockAccountRow(tx, order.accountId);
    const expired = await closeOrder(tx, order, 'expired', at);
    await notifyOrderEnded(tx, expired, accountType, 'expired', at);
    return 'expired';
  });
}

/** Asks the account's broker whether the order executes now, and books the execution if so. */
export async function matchOrder(deps: OrdersDeps, orderId: string, at: Date) {
  return deps.db.transaction(async (tx): Promise<MatchOutcome> => {
    const locked = await lockOpenOrder(tx, orderId, { skipLocked: true });
    if (!locked) return 'taken';
    const { order, accountType } = locked;
    if (order.expiresAt && order.expiresAt.getTime() <= at.getTime()) return 'open';
    const execution = await deps.brokerFor(accountType).execute(order, at);
    if (!execution) return 'open';
    await lockAccountRow(tx, order.accountId);
    const after = await applyExecution(tx, order, execution, at);
    if (after.status === 'filled') await notifyOrderFilled(tx, after, accountType, at);
    if (after.status === 'rejected') await notifyOrderEnded(tx, after, accountType, 'rejected', at);
    return after.status === 'new' ? 'open' : (after.status as MatchOutcome);
  });
}
