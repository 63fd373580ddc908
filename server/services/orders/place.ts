// Placing an order (spec §1 buy and sell orders). One transaction: the order row (its
// Idempotency-Key unique per user decides between concurrent retries), the account's row lock,
// the hold of buying power or shares, an immediate execution when the broker fills it at once
// (a buy's hold and fill then one ledger posting), and the stored first response. A rule the
// order breaks (not enough buying power, more shares than owned) does not fail the request: the
// order is recorded as `rejected` with its reason, as brokers report it, and a retry gets that
// same answer.
import { and, eq, sql } from 'drizzle-orm';
import type { OrderRequest, OrderResponse } from '@/contract/orders';
import { accounts, ledgerBalances, orders } from '../../db/schema';
import type { Db } from '../../db/client';
import { isNotNullViolation } from '../../db/constraint-violation';
import { pipelinedTransaction } from '../../db/pipeline';
import { preparedOnce } from '../../db/prepared';
import { conflict } from '../../errors';
import type { OrdersDeps } from './deps';
import { cashAccountSql } from '../ledger';
import { applyExecution } from './fill';
import { orderFilledNotice } from './notify';
import {
  findResponse,
  keyReusedError,
  requestHash,
  type StoredResponse,
  storeResponse,
} from '../idempotency';
import { orderTerms } from './request';
import {
  checkBuyingPower,
  closeOrder,
  holdShares,
  isRejection,
  postHold,
  updateOrder,
} from './reserve';
import { dayOrderExpiry } from './sessions';
import {
  type AccountChoice,
  accountChoice,
  openAccountIdSql,
  resolveTradingAccount,
} from './trading-account';
import { orderView } from './view';

export async function placeOrder(
  deps: OrdersDeps,
  userId: string,
  body: OrderRequest,
  idempotencyKey: string,
): Promise<StoredResponse<OrderResponse>> {
  const terms = orderTerms(body);
  const hash = requestHash('order_place', body);
  const ref = { userId, scope: 'order_place' as const, key: idempotencyKey };
  const at = deps.now();
  // Read before the transaction: the account lock is held for as short a time as possible.
  const quote = await deps.quotes.getQuote(terms.symbol, at);

  // Two round trips (db/pipeline.ts): BEGIN, the order's insert (which finds its
  // account) and a buy's cash balance go out together; then the fill's booking and the stored
  // response with COMMIT.
  const placement = pipelinedTransaction(deps.db, async (tx, atCommit) => {
    const expiresAt = terms.timeInForce === 'day' ? dayOrderExpiry(at) : null;
    const placing = insertOrderLockingAccount(tx, accountChoice(body)).execute({
      ...terms,
      userId,
      accountId: body.account_id ?? null,
      accountType: body.account_type ?? null,
      idempotencyKey,
      requestHash: hash,
      expiresAt: expiresAt?.toISOString() ?? null,
      at,
    });
    // The balance is read right behind the insert, in a statement of its own: it runs once the
    // insert holds the account's lock, and sees every cash move committed before it (the snapshot
    // rule above insertOrderLockingAccount). Unused when the key was taken or the order rejected.
    const cash = terms.side === 'buy' ? orderCashBalance(tx, userId, idempotencyKey) : null;
    cash?.catch(() => {});
    const [placed] = await placing;
    if (!placed) return replay(tx, ref, hash);
    if (placed.accountStatus !== 'open') {
      throw conflict('This account was just closed (reset): place the order again.');
    }
    const { order: inserted, accountType } = placed;
    const held = cash
      ? checkBuyingPower(inserted, quote.priceUnits, at, await cash)
      : await holdShares(tx, inserted, quote.priceUnits, at);
    let order = isRejection(held)
      ? await closeOrder(tx, inserted, 'rejected', at, held.reason)
      : held;
    if (!isRejection(held)) {
      // A buy's hold is checked, not yet posted: it is booked with the execution's outcome
      // (applyExecution), or on its own when the order rests. A sell's shares are held already.
      const execution = await deps.brokerFor(accountType).execute(order, at);
      if (execution) {
        order = await applyExecution(tx, order, execution, at, order.heldCents, atCommit);
      } else {
        await postHold(tx, order, at);
        order = await updateOrder(tx, order.id, {
          heldCents: order.heldCents,
          heldQuantityE5: order.heldQuantityE5,
          updatedAt: at,
        });
      }
    }
    const response = {
      statusCode: 201,
      body: { order: orderView(order, accountType) } satisfies OrderResponse,
    };
    // The fill's notice goes in the statement that stores the first response, sent with COMMIT.
    atCommit(() =>
      storeResponse(tx, ref, hash, response, orderFilledNotice(order, accountType, at)),
    );
    return response;
  });
  // Outside the transaction: it has ended (on PGlite's one connection a read beside it would wait).
  return placement.catch((error: unknown) => noAccount(deps, userId, body, error));
}

/**
 * The order's row, with its account's row locked (ledger.ts lockAccountRow: the same lock, taken
 * in the same statement), or nothing when its Idempotency-Key is taken (nothing is locked then).
 * The account is found in the same statement (trading-account.ts openAccountIdSql); when there is
 * no open one the insert fails on its null account_id, and noAccount says why. Composed once per
 * way of naming the account (db/prepared.ts): every column is given, nulls included. A
 * placeholder in a column goes through the column's encoder, which for a timestamp cannot take
 * null: the expiry (null for good-till-canceled) is a cast placeholder, ISO text.
 * The balance is read after it, in a statement of its own: one read with the lock would see the
 * balance of before the lock was granted (PostgreSQL re-reads only the locked row).
 */
function insertOrderLockingAccount(tx: Db, choice: AccountChoice) {
  const value = sql.placeholder;
  return preparedOnce(tx, `order_insert_${choice}`, () => {
    const inserted = tx.$with('inserted').as(
      tx
        .insert(orders)
        .values({
          userId: value('userId'),
          accountId: openAccountIdSql(tx, choice),
          symbol: value('symbol'),
          side: value('side'),
          type: value('type'),
          timeInForce: value('timeInForce'),
          quantityE5: value('quantityE5'),
          notionalCents: value('notionalCents'),
          limitPriceE4: value('limitPriceE4'),
          stopPriceE4: value('stopPriceE4'),
          idempotencyKey: value('idempotencyKey'),
          requestHash: value('requestHash'),
          expiresAt: sql`${value('expiresAt')}::timestamptz`,
          createdAt: value('at'),
          updatedAt: value('at'),
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning(),
    );
    return tx
      .with(inserted)
      .select({
        order: inserted._.selectedFields,
        accountStatus: accounts.status,
        accountType: accounts.type,
      })
      .from(inserted)
      .innerJoin(accounts, eq(accounts.id, inserted.accountId))
      .for('no key update', { of: accounts });
  });
}

/**
 * A buy's cash, read by its order (inserted just before, in the same transaction, or the order
 * that took the key first: its balance is then unused).
 */
async function orderCashBalance(tx: Db, userId: string, idempotencyKey: string): Promise<number> {
  const [row] = await preparedOnce(tx, 'order_cash_balance', () =>
    tx
      .select({ cents: ledgerBalances.balanceCents })
      .from(ledgerBalances)
      .where(
        eq(
          ledgerBalances.ledgerAccount,
          cashAccountSql(
            tx
              .select({ id: orders.accountId })
              .from(orders)
              .where(
                and(
                  eq(orders.userId, sql.placeholder('userId')),
                  eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')),
                ),
              ),
          ),
        ),
      ),
  ).execute({ userId, idempotencyKey });
  return row ? Number(row.cents) : 0;
}

/**
 * The insert found no open account (its account_id came out null): the reason, as the account's
 * lookup words it (404 none, 422 not open yet); if it finds one now, it opened meanwhile.
 */
async function noAccount(
  deps: OrdersDeps,
  userId: string,
  body: OrderRequest,
  error: unknown,
): Promise<never> {
  if (!isNotNullViolation(error, 'account_id')) throw error;
  await resolveTradingAccount(deps.db, userId, body);
  throw conflict('Your account changed while the order was placed: place the order again.');
}

/** A retry: the first response, or 422 when the key came with another order. */
async function replay(
  tx: Db,
  ref: { userId: string; scope: 'order_place'; key: string },
  hash: string,
): Promise<StoredResponse<OrderResponse>> {
  const [existing] = await tx
    .select({ requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, ref.userId), eq(orders.idempotencyKey, ref.key)));
  if (!existing) throw new Error('an Idempotency-Key conflicted but its order is gone');
  if (existing.requestHash !== hash) throw keyReusedError();
  const stored = await findResponse<OrderResponse>(tx, ref, hash);
  if (!stored) throw new Error('an order has no stored first response');
  return stored;
}
