// Books one execution: its ledger posting, the fill row, the position and the order, in one
// statement of the caller's transaction, which holds the order's and the account's row locks.
//   buy   held → house:market_settlement for the cost; when the order is done, the rest of the
//         hold back to cash. A cost above the hold (a market order after a gap) takes the
//         difference from cash, or rejects the order when cash cannot cover it. A hold checked
//         at placement and not yet posted is booked in the same posting (cash → held → market
//         nets to cash → market).
//   sell  house:market_settlement → cash for the proceeds; the position's cost basis shrinks in
//         proportion to the shares sold (average cost = cost basis / quantity stays the same).
import { and, eq, sql } from 'drizzle-orm';
import type { Execution } from '../../broker';
import type { Db } from '../../db/client';
import type { AtCommit } from '../../db/pipeline';
import { preparedOnce } from '../../db/prepared';
import { fills, orders, positions } from '../../db/schema';
import {
  assertNotNegative,
  balanceOf,
  cashAccount,
  heldAccount,
  HOUSE_MARKET_SETTLEMENT,
  type LedgerEntry,
  type Posting,
  postingSql,
  postingValues,
} from '../ledger';
import { basisReleased, fillAmountCents, formatCents, nextAveragePrice } from './amounts';
import { closeOrder, type OrderRow } from './reserve';

export async function applyExecution(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  at: Date,
  /**
   * The part of `order.heldCents` not on the ledger yet. Placement checks a buy's hold and, when
   * the broker fills at once, books hold and fill as one posting (the hold would be spent in the
   * same transaction, so nobody could ever see it); the matcher's orders have theirs posted.
   */
  unpostedHoldCents = 0,
  /**
   * Placement's transaction (db/pipeline.ts): the booking is then sent with its
   * COMMIT, and the order comes back as the booking writes it (every value it sets is worked out
   * here). Without it, or when the fill must first read cash, the booking is awaited.
   */
  withCommit?: AtCommit,
): Promise<OrderRow> {
  const quantity = execution.quantityE5;
  // A rejection returns only the part of the hold that was posted.
  const posted = { ...order, heldCents: order.heldCents - unpostedHoldCents };
  if (quantity <= 0) {
    const price = formatCents(Math.round(execution.priceE4 / 100));
    return closeOrder(
      tx,
      posted,
      'rejected',
      at,
      `The amount buys less than 0.00001 share at ${price}.`,
    );
  }
  const amount = fillAmountCents(quantity, execution.priceE4);
  const done = order.quantityE5 === null || order.filledQuantityE5 + quantity >= order.quantityE5;
  if (order.side === 'sell') return fillSell(tx, order, execution, amount, done, at, withCommit);

  const cash = cashAccount(order.accountId);
  const fromHeld = Math.min(amount, order.heldCents);
  const shortfall = amount - fromHeld;
  if (shortfall > 0 && (await balanceOf(tx, cash)) - unpostedHoldCents < shortfall) {
    return closeOrder(
      tx,
      posted,
      'rejected',
      at,
      `The price moved to ${formatCents(Math.round(execution.priceE4 / 100))}: the order would cost ${formatCents(amount)}, more than your buying power.`,
    );
  }
  const released = done ? order.heldCents - fromHeld : 0;
  const row = await bookFill(tx, order, execution, amount, done, at, {
    posting: {
      kind: 'order_fill',
      memo: `Bought ${order.symbol} (order ${order.id})`,
      at,
      // The hold not yet posted comes out of cash into held, in the same posting.
      entries: nonZero([
        {
          ledgerAccount: heldAccount(order.accountId),
          amountCents: unpostedHoldCents - fromHeld - released,
        },
        { ledgerAccount: cash, amountCents: released - shortfall - unpostedHoldCents },
        { ledgerAccount: HOUSE_MARKET_SETTLEMENT, amountCents: amount },
      ]),
    },
    heldCents: order.heldCents - fromHeld - released,
    heldQuantityE5: order.heldQuantityE5,
    // Cash is checked again after a booking that takes it from cash.
    withCommit: shortfall > 0 ? undefined : withCommit,
  });
  if (shortfall > 0) await assertNotNegative(tx, [cash]);
  return row;
}

async function fillSell(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  proceeds: number,
  done: boolean,
  at: Date,
  withCommit: AtCommit | undefined,
): Promise<OrderRow> {
  const quantity = execution.quantityE5;
  const [position] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, order.accountId), eq(positions.symbol, order.symbol)));
  if (!position || position.heldQuantityE5 < quantity) {
    // Holds make this impossible; if the books ever disagree, stop rather than sell short.
    throw new Error(`order ${order.id}: position does not hold the shares being sold`);
  }
  // A dollar sell reserved an estimate: what it did not sell goes back to the position, in the
  // same write as the sale (one statement may change a row once).
  const leftOver = done ? order.heldQuantityE5 - quantity : 0;
  const remaining = position.quantityE5 - quantity;
  return bookFill(tx, order, execution, proceeds, done, at, {
    withCommit,
    posting: {
      kind: 'order_fill',
      memo: `Sold ${order.symbol} (order ${order.id})`,
      at,
      entries: [
        { ledgerAccount: HOUSE_MARKET_SETTLEMENT, amountCents: -proceeds },
        { ledgerAccount: cashAccount(order.accountId), amountCents: proceeds },
      ],
    },
    heldCents: order.heldCents,
    heldQuantityE5: order.heldQuantityE5 - quantity - leftOver,
    position:
      remaining === 0
        ? 'closed'
        : {
            quantityE5: remaining,
            heldQuantityE5: position.heldQuantityE5 - quantity - leftOver,
            costBasisCents:
              position.costBasisCents -
              basisReleased(position.costBasisCents, position.quantityE5, quantity),
          },
  });
}

/** How a sell leaves its position: smaller, or gone. A buy adds to it (or opens it). */
type SoldPosition =
  'closed' | { quantityE5: number; heldQuantityE5: number; costBasisCents: number };

/**
 * One execution in one statement: its ledger posting, the position, the fill row and the order's
 * totals (data-modifying CTEs), composed once per shape (db/prepared.ts): every order that fills
 * at once takes this path. Sent with the COMMIT when `booked.withCommit` is given: the order it
 * returns is then the one the statement writes, worked out from the same values.
 */
async function bookFill(
  tx: Db,
  order: OrderRow,
  execution: Execution,
  amount: number,
  done: boolean,
  at: Date,
  booked: {
    posting: Posting;
    heldCents: number;
    heldQuantityE5: number;
    /** A sell's position after it; none for a buy. */
    position?: SoldPosition;
    withCommit?: AtCommit | undefined;
  },
): Promise<OrderRow> {
  const shape =
    booked.position === undefined ? 'buy' : booked.position === 'closed' ? 'sell_all' : 'sell';
  const sold = typeof booked.position === 'object' ? booked.position : null;
  // The order's new values: the statement writes exactly these (fillStatement's update).
  const filled = {
    status: done ? ('filled' as const) : ('partially_filled' as const),
    filledQuantityE5: order.filledQuantityE5 + execution.quantityE5,
    filledAmountCents: order.filledAmountCents + amount,
    averageFillPriceE4: nextAveragePrice(
      { averageE4: order.averageFillPriceE4, quantityE5: order.filledQuantityE5 },
      execution,
    ),
    heldCents: booked.heldCents,
    heldQuantityE5: booked.heldQuantityE5,
  };
  const book = async () => {
    const [row] = await fillStatement(tx, shape).execute({
      ...postingValues(booked.posting, FILL_LEGS),
      ...filled,
      orderId: order.id,
      accountId: order.accountId,
      symbol: order.symbol,
      side: order.side,
      quantityE5: execution.quantityE5,
      amount,
      at,
      atIso: at.toISOString(),
      priceE4: execution.priceE4,
      priceSource: execution.priceSource,
      priceAsOf: execution.priceAsOf,
      filledAt: done ? at.toISOString() : null,
      positionQuantityE5: sold?.quantityE5 ?? null,
      positionHeldE5: sold?.heldQuantityE5 ?? null,
      positionBasisCents: sold?.costBasisCents ?? null,
    });
    if (!row) throw new Error(`order ${order.id} vanished inside its transaction`);
    return row;
  };
  if (!booked.withCommit) return book();
  booked.withCommit(book);
  return { ...order, ...filled, updatedAt: at, filledAt: done ? at : order.filledAt };
}

/** A fill posts two entries, or three when it also books a hold or returns part of one. */
const FILL_LEGS = 3;

function fillStatement(tx: Db, shape: 'buy' | 'sell' | 'sell_all') {
  const value = sql.placeholder;
  // An update's values must be SQL to be placeholders: these reach the driver as given, without
  // the column's encoder (so a time is ISO text, cast).
  const placed = (name: string, cast = '') => sql`${value(name)}${sql.raw(cast)}`;
  return preparedOnce(tx, `order_fill_${shape}`, () => {
    const ledger = postingSql(FILL_LEGS, true);
    const posted = tx.$with('posted', { id: sql<string>`id` }).as(ledger.transaction);
    const entries = tx.$with('posted_entries', {}).as(ledger.entries);
    const atPosition = and(
      eq(positions.accountId, value('accountId')),
      eq(positions.symbol, value('symbol')),
    );
    const position = tx.$with('position').as(
      shape === 'buy'
        ? tx
            .insert(positions)
            .values({
              accountId: value('accountId'),
              symbol: value('symbol'),
              quantityE5: value('quantityE5'),
              costBasisCents: value('amount'),
              updatedAt: value('at'),
            })
            .onConflictDoUpdate({
              target: [positions.accountId, positions.symbol],
              set: {
                quantityE5: sql`${positions.quantityE5} + ${value('quantityE5')}`,
                costBasisCents: sql`${positions.costBasisCents} + ${value('amount')}`,
                updatedAt: placed('atIso', '::timestamptz'),
              },
            })
        : shape === 'sell_all'
          ? tx.delete(positions).where(atPosition)
          : tx
              .update(positions)
              .set({
                quantityE5: placed('positionQuantityE5', '::bigint'),
                heldQuantityE5: placed('positionHeldE5', '::bigint'),
                costBasisCents: placed('positionBasisCents', '::bigint'),
                updatedAt: placed('atIso', '::timestamptz'),
              })
              .where(atPosition),
    );
    const fill = tx.$with('fill').as(
      tx.insert(fills).values({
        orderId: value('orderId'),
        accountId: value('accountId'),
        symbol: value('symbol'),
        side: value('side'),
        quantityE5: value('quantityE5'),
        priceE4: value('priceE4'),
        amountCents: value('amount'),
        ledgerTransactionId: sql`(SELECT id FROM posted)`,
        priceSource: value('priceSource'),
        priceAsOf: value('priceAsOf'),
        createdAt: value('at'),
      }),
    );
    return tx
      .with(posted, entries, position, fill)
      .update(orders)
      .set({
        status: placed('status'),
        filledQuantityE5: placed('filledQuantityE5'),
        filledAmountCents: placed('filledAmountCents'),
        averageFillPriceE4: placed('averageFillPriceE4'),
        heldCents: placed('heldCents'),
        heldQuantityE5: placed('heldQuantityE5'),
        updatedAt: placed('atIso', '::timestamptz'),
        // A partial fill keeps the time of none; the last one sets it.
        filledAt: sql`coalesce(${value('filledAt')}::timestamptz, ${orders.filledAt})`,
      })
      .where(eq(orders.id, value('orderId')))
      .returning();
  });
}

const nonZero = (entries: LedgerEntry[]) => entries.filter((entry) => entry.amountCents !== 0);
