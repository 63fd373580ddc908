// Holds at placement and their release (buying power is reserved when an order is
// placed and released on cancel, expiry or rejection; a sell cannot exceed the shares owned).
// Every function here runs inside a transaction that holds the account's row lock
// (ledger.ts lockAccountRow), which is what makes the balance read and the hold one step.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, positions } from '../../db/schema';
import { cashAccount, heldAccount, postTransaction } from '../ledger';
import {
  amountCents,
  buyHoldCents,
  formatCents,
  formatShares,
  MARKET_COLLAR_BP,
  type OrderTerms,
  sellHoldShares,
} from './amounts';

export type OrderRow = typeof orders.$inferSelect;
export type ClosedStatus = 'canceled' | 'expired' | 'rejected';

/** Why an order cannot be placed; it is then recorded as rejected with this reason. */
export interface Rejection {
  reason: string;
  field: string;
}

const amountField = (terms: OrderTerms) => (terms.notionalCents !== null ? 'notional' : 'quantity');

export function buyingPowerProblem(terms: OrderTerms, hold: number, cash: number): Rejection {
  const collar =
    terms.type === 'limit' || terms.notionalCents !== null
      ? ''
      : ` (the estimate plus ${MARKET_COLLAR_BP / 100} % for price moves)`;
  return {
    field: amountField(terms),
    reason: `Not enough buying power: this order needs ${formatCents(hold)}${collar} and you have ${formatCents(cash)}.`,
  };
}

export function sharesProblem(
  terms: OrderTerms & { symbol: string },
  available: number,
  lastE4: number,
): Rejection {
  const what =
    terms.notionalCents !== null
      ? `${formatCents(amountCents(available, lastE4, 'down'))} (${formatShares(available)})`
      : formatShares(available);
  return {
    field: amountField(terms),
    reason: `You can sell at most ${what} of ${terms.symbol}: that is what you own, less what open sell orders hold.`,
  };
}

/**
 * The buy's hold, checked against cash (the account's balance read under its lock), or why it
 * cannot be held. Nothing is written: the order comes back with its hold set, and placeOrder books
 * it with the fill that usually follows at once (fill.ts applyExecution: one posting, not two), or
 * on its own when the order rests (postHold).
 */
export function checkBuyingPower(
  order: OrderRow,
  lastE4: number,
  at: Date,
  cash: number,
): Rejection | OrderRow {
  const hold = buyHoldCents(order, lastE4);
  if (hold > cash) return buyingPowerProblem(order, hold, cash);
  return { ...order, heldCents: hold, updatedAt: at };
}

/** Moves a resting buy's hold (checkBuyingPower) from cash to held. */
export async function postHold(tx: Db, order: OrderRow, at: Date): Promise<void> {
  if (order.heldCents === 0) return;
  await postTransaction(tx, {
    kind: 'order_hold',
    memo: `Buying power held for order ${order.id}`,
    idempotencyKey: order.id,
    at,
    entries: [
      { ledgerAccount: cashAccount(order.accountId), amountCents: -order.heldCents },
      { ledgerAccount: heldAccount(order.accountId), amountCents: order.heldCents },
    ],
  });
}

/**
 * Reserves the shares a sell sells (positions.held_quantity_e5), or says why it cannot. As above,
 * the order comes back with its hold set, for the caller to write.
 */
export async function holdShares(
  tx: Db,
  order: OrderRow,
  lastE4: number,
  at: Date,
): Promise<Rejection | OrderRow> {
  const need = sellHoldShares(order, lastE4);
  const [position] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, order.accountId), eq(positions.symbol, order.symbol)));
  const available = position ? position.quantityE5 - position.heldQuantityE5 : 0;
  if (need > available) return sharesProblem(order, available, lastE4);
  await tx
    .update(positions)
    .set({ heldQuantityE5: sql`${positions.heldQuantityE5} + ${need}`, updatedAt: at })
    .where(and(eq(positions.accountId, order.accountId), eq(positions.symbol, order.symbol)));
  return { ...order, heldQuantityE5: need, updatedAt: at };
}

/** Ends an open order: returns its held cash and shares, and records why it ended. */
export async function closeOrder(
  tx: Db,
  order: OrderRow,
  status: ClosedStatus,
  at: Date,
  reason: string | null = null,
): Promise<OrderRow> {
  if (order.heldCents > 0) {
    await postTransaction(tx, {
      kind: 'order_release',
      memo: `Buying power released: order ${order.id} ${status}`,
      idempotencyKey: order.id,
      at,
      entries: [
        { ledgerAccount: heldAccount(order.accountId), amountCents: -order.heldCents },
        { ledgerAccount: cashAccount(order.accountId), amountCents: order.heldCents },
      ],
    });
  }
  if (order.heldQuantityE5 > 0) await releaseShares(tx, order, order.heldQuantityE5, at);
  return updateOrder(tx, order.id, {
    status,
    heldCents: 0,
    heldQuantityE5: 0,
    rejectReason: reason,
    updatedAt: at,
    ...(status === 'canceled' ? { canceledAt: at } : {}),
  });
}

async function releaseShares(tx: Db, order: OrderRow, quantityE5: number, at: Date) {
  await tx
    .update(positions)
    .set({ heldQuantityE5: sql`${positions.heldQuantityE5} - ${quantityE5}`, updatedAt: at })
    .where(and(eq(positions.accountId, order.accountId), eq(positions.symbol, order.symbol)));
}

/** Writes the order's new values and returns the row. */
export async function updateOrder(
  tx: Db,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  if (!row) throw new Error(`order ${id} vanished inside its transaction`);
  return row;
}

export const isRejection = (value: Rejection | OrderRow): value is Rejection => 'reason' in value;
