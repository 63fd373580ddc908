// Books one execution: the fill row, the cash movement, the position and the order,
// in the caller's transaction, which holds the order's and the account's row locks.
//   buy   held → house:market_settlement for the cost; when the order is done, the rest of the
//         hold back to cash. A cost above the hold (a market order after a gap) takes the
//         difference from cash, or rejects the order when cash cannot cover it.
//   sell  house:market_settlement → cash for the proceeds; the position's cost basis shrinks in
//         proportion to the shares sold (average cost = cost basis / quantity stays the same).
import { and, eq, sql } from 'drizzle-orm';
import type { Execution } from '../../broker';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { fills, orders, positions } from '../../db/schema';
import {
  assertNotNegative,
  balanceOf,
  cashAccount,
  heldAccount,
  HOUSE_MARKET_SETTLEMENT,
  type LedgerEntry,
  postTransaction,
} from '../ledger';
import { basisReleased, fillAmountCents, formatCents, nextAveragePrice } from './amounts';
import { closeOrder, type OrderRow, updateOrder } from './reserve';

export async function applyExecution(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  at: Date,
): Promise<OrderRow> {
  const quantity = execution.quantityE5;
  if (quantity <= 0) {
    const price = formatCents(Math.round(execution.priceE4 / 100));
    return closeOrder(
      tx,
      order,
      'rejected',
      at,
      `The amount buys less than 0.00001 share at ${price}.`,
    );
  }
  const amount = fillAmountCents(quantity, execution.priceE4);
  const done = order.quantityE5 === null || order.filledQuantityE5 + quantity >= order.quantityE5;
  return order.side === 'buy'
    ? fillBuy(tx, order, execution, amount, done, at)
    : fillSell(tx, order, execution, amount, done, at);
}

async function fillBuy(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  cost: number,
  done: boolean,
  at: Date,
): Promise<OrderRow> {
  const cash = cashAccount(order.accountId);
  const fromHeld = Math.min(cost, order.heldCents);
  const shortfall = cost - fromHeld;
  if (shortfall > 0 && (await balanceOf(tx, cash)) < shortfall) {
    return closeOrder(
      tx,
      order,
      'rejected',
      at,
      `The price moved to ${formatCents(Math.round(execution.priceE4 / 100))}: the order would cost ${formatCents(cost)}, more than your buying power.`,
    );
  }
  const released = done ? order.heldCents - fromHeld : 0;
  const transactionId = await postTransaction(tx, {
    kind: 'order_fill',
    memo: `Bought ${order.symbol} (order ${order.id})`,
    at,
    entries: nonZero([
      { ledgerAccount: heldAccount(order.accountId), amountCents: -(fromHeld + released) },
      { ledgerAccount: cash, amountCents: released - shortfall },
      { ledgerAccount: HOUSE_MARKET_SETTLEMENT, amountCents: cost },
    ]),
  });
  if (shortfall > 0) await assertNotNegative(tx, [cash]);
  const totals = filledTotals(order, execution, cost, done, at);
  const [row] = await buyFillStatement(tx).execute({
    orderId: order.id,
    accountId: order.accountId,
    symbol: order.symbol,
    quantityE5: execution.quantityE5,
    cost,
    at,
    atIso: at.toISOString(),
    priceE4: execution.priceE4,
    ledgerTransactionId: transactionId,
    priceSource: execution.priceSource,
    priceAsOf: execution.priceAsOf,
    status: totals.status,
    filledQuantityE5: totals.filledQuantityE5,
    filledAmountCents: totals.filledAmountCents,
    averageFillPriceE4: totals.averageFillPriceE4,
    filledAt: done ? at.toISOString() : null,
    heldCents: order.heldCents - fromHeld - released,
  });
  if (!row) throw new Error(`order ${order.id} vanished inside its transaction`);
  return row;
}

/**
 * A buy's fill after its ledger posting: the position (added to, or opened), the fill row and
 * the order's totals in one statement (data-modifying CTEs, as updateOrder's `alongside`),
 * composed once (db/prepared.ts): every order that fills at once takes this path. Each value a
 * placeholder, so one shape serves a partial fill and the last one: the fill time is kept when
 * none is given.
 */
function buyFillStatement(tx: Db) {
  const value = sql.placeholder;
  // An update's values must be SQL to be placeholders: these reach the driver as given, without
  // the column's encoder (so a time is ISO text, cast).
  const placed = (name: string, cast = '') => sql`${value(name)}${sql.raw(cast)}`;
  return preparedOnce(tx, 'order_fill_buy', () => {
    const position = tx.$with('position').as(
      tx
        .insert(positions)
        .values({
          accountId: value('accountId'),
          symbol: value('symbol'),
          quantityE5: value('quantityE5'),
          costBasisCents: value('cost'),
          updatedAt: value('at'),
        })
        .onConflictDoUpdate({
          target: [positions.accountId, positions.symbol],
          set: {
            quantityE5: sql`${positions.quantityE5} + ${value('quantityE5')}`,
            costBasisCents: sql`${positions.costBasisCents} + ${value('cost')}`,
            updatedAt: placed('atIso', '::timestamptz'),
          },
        }),
    );
    const fill = tx.$with('fill').as(
      tx.insert(fills).values({
        orderId: value('orderId'),
        accountId: value('accountId'),
        symbol: value('symbol'),
        side: 'buy',
        quantityE5: value('quantityE5'),
        priceE4: value('priceE4'),
        amountCents: value('cost'),
        ledgerTransactionId: value('ledgerTransactionId'),
        priceSource: value('priceSource'),
        priceAsOf: value('priceAsOf'),
        createdAt: value('at'),
      }),
    );
    return tx
      .with(position, fill)
      .update(orders)
      .set({
        status: placed('status'),
        filledQuantityE5: placed('filledQuantityE5'),
        filledAmountCents: placed('filledAmountCents'),
        averageFillPriceE4: placed('averageFillPriceE4'),
        heldCents: placed('heldCents'),
        updatedAt: placed('atIso', '::timestamptz'),
        filledAt: sql`coalesce(${value('filledAt')}::timestamptz, ${orders.filledAt})`,
      })
      .where(eq(orders.id, value('orderId')))
      .returning();
  });
}

async function fillSell(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  proceeds: number,
  done: boolean,
  at: Date,
): Promise<OrderRow> {
  const quantity = execution.quantityE5;
  const where = and(eq(positions.accountId, order.accountId), eq(positions.symbol, order.symbol));
  const [position] = await tx.select().from(positions).where(where);
  if (!position || position.heldQuantityE5 < quantity) {
    // Holds make this impossible; if the books ever disagree, stop rather than sell short.
    throw new Error(`order ${order.id}: position does not hold the shares being sold`);
  }
  const transactionId = await postTransaction(tx, {
    kind: 'order_fill',
    memo: `Sold ${order.symbol} (order ${order.id})`,
    at,
    entries: [
      { ledgerAccount: HOUSE_MARKET_SETTLEMENT, amountCents: -proceeds },
      { ledgerAccount: cashAccount(order.accountId), amountCents: proceeds },
    ],
  });
  // A dollar sell reserved an estimate: what it did not sell goes back to the position, in the
  // same write as the sale (one statement may change a row once).
  const leftOver = done ? order.heldQuantityE5 - quantity : 0;
  const remaining = position.quantityE5 - quantity;
  const basis = basisReleased(position.costBasisCents, position.quantityE5, quantity);
  const positionWrite = tx.$with('position').as(
    remaining === 0
      ? tx.delete(positions).where(where)
      : tx
          .update(positions)
          .set({
            quantityE5: remaining,
            heldQuantityE5: position.heldQuantityE5 - quantity - leftOver,
            costBasisCents: position.costBasisCents - basis,
            updatedAt: at,
          })
          .where(where),
  );
  // The position, the fill row and the order in one statement (updateOrder's `alongside`).
  return updateOrder(
    tx,
    order.id,
    {
      ...filledTotals(order, execution, proceeds, done, at),
      heldQuantityE5: order.heldQuantityE5 - quantity - leftOver,
    },
    [positionWrite, fillRow(tx, order, execution, proceeds, transactionId, at)],
  );
}

/** The fill's row, to be written beside its order's update. */
function fillRow(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  amount: number,
  ledgerTransactionId: string,
  at: Date,
) {
  return tx.$with('fill').as(
    tx.insert(fills).values({
      orderId: order.id,
      accountId: order.accountId,
      symbol: order.symbol,
      side: order.side,
      quantityE5: execution.quantityE5,
      priceE4: execution.priceE4,
      amountCents: amount,
      ledgerTransactionId,
      priceSource: execution.priceSource,
      priceAsOf: execution.priceAsOf,
      createdAt: at,
    }),
  );
}

function filledTotals(
  order: OrderRow,
  execution: Execution,
  amount: number,
  done: boolean,
  at: Date,
) {
  return {
    status: done ? ('filled' as const) : ('partially_filled' as const),
    filledQuantityE5: order.filledQuantityE5 + execution.quantityE5,
    filledAmountCents: order.filledAmountCents + amount,
    averageFillPriceE4: nextAveragePrice(
      { averageE4: order.averageFillPriceE4, quantityE5: order.filledQuantityE5 },
      execution,
    ),
    updatedAt: at,
    ...(done ? { filledAt: at } : {}),
  };
}

const nonZero = (entries: LedgerEntry[]) => entries.filter((entry) => entry.amountCents !== 0);
