// The orders tables (spec §1 live and simulated accounts, buy and sell orders; DESIGN.md
// "Money, quantities, time"): orders, their fills, positions, and the watchlist and interests.
// Units are in the column names: `_cents` integer cents, `_e5` shares in 0.00001, `_e4` prices in
// $0.0001. Cash never lives here: it is in the ledger (ledger.ts), and a buy's buying-power hold
// is a ledger movement to the account's `held` ledger account (server/services/ledger.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// The value sets come from the contract, so the API and the columns cannot drift apart. A relative
// path: drizzle-kit loads this file without the `@/` alias.
import {
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TYPES,
  TIMES_IN_FORCE,
} from '../../../src/contract/orders';
import { accountRef, ledgerTransactions } from './ledger';
import { userRef } from './users';

const e5 = (name: string) => bigint(name, { mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Denormalised from the account so every query is scoped by the signed-in user id. */
    userId: userRef('user_id'),
    accountId: accountRef('account_id'),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    timeInForce: text('time_in_force', { enum: TIMES_IN_FORCE }).notNull(),
    /** Shares ordered; null for a dollar-amount order (the shares are known once it fills). */
    quantityE5: e5('quantity_e5'),
    /** A dollar-amount (fractional) order's amount; null for an order by shares. */
    notionalCents: bigint('notional_cents', { mode: 'number' }),
    limitPriceE4: bigint('limit_price_e4', { mode: 'number' }),
    stopPriceE4: bigint('stop_price_e4', { mode: 'number' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    filledQuantityE5: e5('filled_quantity_e5').notNull().default(0),
    /** Paid (buy) or received (sell) for the filled part. */
    filledAmountCents: bigint('filled_amount_cents', { mode: 'number' }).notNull().default(0),
    /** Buying power still held for this open buy (the ledger holds the same amount). */
    heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
    /**
     * Shares still held for this open sell (the position's held_quantity_e5 counts them too). A
     * dollar-amount sell holds an estimate made at placement (server/services/orders/amounts.ts).
     */
    heldQuantityE5: e5('held_quantity_e5').notNull().default(0),
    /** Volume-weighted price of the fills so far, $0.0001; null until the first fill. */
    averageFillPriceE4: bigint('average_fill_price_e4', { mode: 'number' }),
    rejectReason: text('reject_reason'),
    /** The client's Idempotency-Key: a retry finds this order (unique per user). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is a 422. */
    requestHash: text('request_hash').notNull(),
    /** The session close a day order expires at; null for good-till-canceled. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_account_created_idx').on(t.accountId, t.createdAt),
    // The matcher's work list: only open orders, however many closed ones pile up.
    index('orders_open_idx')
      .on(t.symbol)
      .where(sql`${t.status} in ('new', 'partially_filled')`),
    check(
      'orders_amount_given',
      sql`(${t.quantityE5} is not null and ${t.quantityE5} > 0) or (${t.notionalCents} is not null and ${t.notionalCents} > 0)`,
    ),
    check('orders_held_nonnegative', sql`${t.heldCents} >= 0`),
    check('orders_held_quantity_nonnegative', sql`${t.heldQuantityE5} >= 0`),
  ],
);

export const fills = pgTable(
  'fills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: accountRef('account_id'),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ORDER_SIDES }).notNull(),
    quantityE5: e5('quantity_e5').notNull(),
    priceE4: bigint('price_e4', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The cash movement of this fill. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The quote it filled at: its source and as-of time. */
    priceSource: text('price_source').notNull(),
    priceAsOf: timestamp('price_as_of', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fills_account_created_idx').on(t.accountId, t.createdAt),
    index('fills_order_idx').on(t.orderId),
    check('fills_quantity_positive', sql`${t.quantityE5} > 0`),
  ],
);

/**
 * What an account holds, kept in step with its fills under the account's row lock. `held` shares
 * back open sell orders, so two sells cannot both spend the same shares.
 */
export const positions = pgTable(
  'positions',
  {
    accountId: accountRef('account_id'),
    symbol: text('symbol').notNull(),
    quantityE5: e5('quantity_e5').notNull(),
    heldQuantityE5: e5('held_quantity_e5').notNull().default(0),
    /** Cost of the shares held: average cost = cost basis / quantity. */
    costBasisCents: bigint('cost_basis_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.symbol] }),
    check('positions_quantity_nonnegative', sql`${t.quantityE5} >= 0`),
    check(
      'positions_held_within_quantity',
      sql`${t.heldQuantityE5} >= 0 and ${t.heldQuantityE5} <= ${t.quantityE5}`,
    ),
  ],
);

/** The watchlist (spec §2 mobile "watchlist"). */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: userRef('user_id'),
    symbol: text('symbol').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

/** Interests chosen on /app/interests (spec §2 mobile "interests selection"): sectors. */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: userRef('user_id'),
    interest: text('interest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interest] })],
);

/**
 * The first answer to a request sent with an `Idempotency-Key` (DESIGN.md "Money, quantities,
 * time": a retry returns the first response and changes nothing). Order placement finds its
 * retries through orders_user_idempotency_key and keeps its first answer here; cancelling an
 * order and resetting the paper account use this table alone, its primary key deciding which of
 * several concurrent retries does the work. `scope` keeps one key's uses on different routes apart.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userRef('user_id'),
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request (body and path): the same key with another request is a 422. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.idempotencyKey] })],
);
