// Orders and the paper-account reset (spec §1 buy and sell orders in live and simulated
// accounts, §2 /orders, §5 shares up to five decimals). Amounts go in as decimal strings, so no
// float ever carries money, and come out as integers with the unit in the field name (DESIGN.md
// "Money, quantities, time"): `_e5` shares in 0.00001, `_e4` prices in $0.0001, `_cents` cents.
import {
  array,
  boolean,
  define,
  describedAs,
  enums,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { Account } from './accounts';
import { TickerSymbol } from './market';
import { AccountType } from './users';

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_TYPES = ['market', 'limit', 'stop'] as const;
export const TIMES_IN_FORCE = ['day', 'gtc'] as const;
/** The industry's order states; `new` and `partially_filled` are the open ones. */
export const ORDER_STATUSES = [
  'new',
  'partially_filled',
  'filled',
  'canceled',
  'expired',
  'rejected',
] as const;
export const OPEN_ORDER_STATUSES = ['new', 'partially_filled'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export type OrderType = (typeof ORDER_TYPES)[number];
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

/** Shares have five decimals (spec §5 "shares up to five decimals"). */
export const SHARE_DECIMALS = 5;
export const PRICE_DECIMALS = 4;
export const DOLLAR_DECIMALS = 2;
const MAX_ORDER_SHARES = 1_000_000;
/** The dollar maximum of spec §5/§9 (1,000,000), for dollar amounts and prices alike. */
const MAX_ORDER_DOLLARS = 1_000_000;
/** A dollar-amount order buys or sells at least $1.00 of a security. */
export const MIN_NOTIONAL_DOLLARS = 1;

const DECIMAL_PATTERN = /^(\d{1,12})(?:\.(\d+))?$/;

/**
 * A positive decimal string with at most `decimals` decimals and at most `max`: "0.5", "12",
 * "187.25". Numbers are refused: 0.1 + 0.2 is not 0.3, and a quantity must arrive as typed.
 */
function decimalString(name: string, decimals: number, min: number, max: number) {
  return define<string>(name, (value) => {
    if (typeof value !== 'string') return 'must be a decimal string such as "1.5"';
    const match = DECIMAL_PATTERN.exec(value);
    if (!match) return 'must be a positive decimal number such as "1.5"';
    if ((match[2]?.length ?? 0) > decimals) return `must have at most ${decimals} decimals`;
    const units = decimalToUnits(value, decimals);
    if (units <= 0) return 'must be greater than zero';
    if (units < min * 10 ** decimals) return `must be at least ${min}`;
    if (units > max * 10 ** decimals) return `must be at most ${max.toLocaleString('en-US')}`;
    return true;
  });
}

/** "1.5" with 5 decimals → 150000. Exact: the digits are shifted, never multiplied as floats. */
export function decimalToUnits(value: string, decimals: number): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

export const ShareQuantity = decimalString('ShareQuantity', SHARE_DECIMALS, 0, MAX_ORDER_SHARES);
export const DollarAmount = decimalString(
  'DollarAmount',
  DOLLAR_DECIMALS,
  MIN_NOTIONAL_DOLLARS,
  MAX_ORDER_DOLLARS,
);
const PriceString = decimalString('PriceString', PRICE_DECIMALS, 0, MAX_ORDER_DOLLARS);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);
export const Uuid = describedAs(
  define<string>('Uuid', (value) =>
    typeof value === 'string' && isUuid(value) ? true : 'must be an id (a UUID)',
  ),
  { format: 'uuid' },
);

/**
 * POST /api/v1/orders and POST /api/v1/orders/preview. Either `quantity` (shares) or `notional`
 * (dollars; market orders only). The account is `account_id`, or `account_type`, or else the
 * user's chosen account type (spec §1). `time_in_force` defaults to `day`.
 */
export const OrderRequest = object({
  symbol: TickerSymbol,
  side: enums(ORDER_SIDES),
  type: enums(ORDER_TYPES),
  time_in_force: optional(enums(TIMES_IN_FORCE)),
  quantity: optional(ShareQuantity),
  notional: optional(DollarAmount),
  limit_price: optional(PriceString),
  stop_price: optional(PriceString),
  account_type: optional(AccountType),
  account_id: optional(Uuid),
});
export type OrderRequest = Infer<typeof OrderRequest>;

/**
 * The rules between fields, which a struct cannot name a field for: the first problem, worded to
 * follow the field name like the struct messages, or null. Forms run it before sending.
 */
export function orderRequestProblem(order: OrderRequest): { field: string; error: string } | null {
  const problem = (field: string, error: string) => ({ field, error: `${field} ${error}` });
  if (order.quantity === undefined && order.notional === undefined)
    return problem('quantity', 'is required (or give notional, a dollar amount).');
  if (order.quantity !== undefined && order.notional !== undefined)
    return problem('notional', 'cannot be given with quantity: choose shares or dollars.');
  if (order.notional !== undefined && order.type !== 'market')
    return problem(
      'notional',
      'is for market orders only: give quantity for limit and stop orders.',
    );
  if (order.type === 'limit' && order.limit_price === undefined)
    return problem('limit_price', 'is required for a limit order.');
  if (order.type !== 'limit' && order.limit_price !== undefined)
    return problem('limit_price', 'is only for limit orders.');
  if (order.type === 'stop' && order.stop_price === undefined)
    return problem('stop_price', 'is required for a stop order.');
  if (order.type !== 'stop' && order.stop_price !== undefined)
    return problem('stop_price', 'is only for stop orders.');
  if (order.account_id !== undefined && order.account_type !== undefined)
    return problem('account_id', 'cannot be given with account_type: choose one.');
  return null;
}

// Queries use type(): the client appends the token sign-in pair (auth_id, token) to every call.
export const OrdersQuery = type({
  /** `open` (the default): new and partially filled orders; `all`: every order. */
  status: optional(enums(['open', 'all'])),
  symbol: optional(TickerSymbol),
  account_type: optional(AccountType),
});
export type OrdersQuery = Infer<typeof OrdersQuery>;

export const Order = type({
  id: string(),
  account_id: string(),
  account_type: AccountType,
  symbol: string(),
  side: enums(ORDER_SIDES),
  type: enums(ORDER_TYPES),
  time_in_force: enums(TIMES_IN_FORCE),
  status: enums(ORDER_STATUSES),
  /** Shares ordered; null for a dollar-amount order. */
  quantity_e5: nullable(number()),
  /** Dollars ordered; null for an order by shares. */
  notional_cents: nullable(number()),
  limit_price_e4: nullable(number()),
  stop_price_e4: nullable(number()),
  filled_quantity_e5: number(),
  /** Paid (buy) or received (sell) so far. */
  filled_amount_cents: number(),
  /** Volume-weighted fill price; null until the first fill. */
  average_fill_price_e4: nullable(number()),
  /** Buying power still reserved for an open buy. */
  held_cents: number(),
  /** Shares still reserved for an open sell. */
  held_quantity_e5: number(),
  reject_reason: nullable(string()),
  /** ISO 8601 UTC. A day order's expires_at is its session's close. */
  created_at: string(),
  updated_at: string(),
  filled_at: nullable(string()),
  canceled_at: nullable(string()),
  expires_at: nullable(string()),
});
export type Order = Infer<typeof Order>;

export const OrderFill = type({
  id: string(),
  quantity_e5: number(),
  price_e4: number(),
  amount_cents: number(),
  /** The quote it filled at: where it came from and when it was current. */
  price_source: string(),
  price_as_of: string(),
  created_at: string(),
});
export type OrderFill = Infer<typeof OrderFill>;

/** POST /orders (201, also for a rejected order: see its status), POST /orders/:id/cancel. */
export const OrderResponse = type({ order: Order });
export type OrderResponse = Infer<typeof OrderResponse>;

export const OrderDetailResponse = type({ order: Order, fills: array(OrderFill) });
export type OrderDetailResponse = Infer<typeof OrderDetailResponse>;

export const OrdersResponse = type({ orders: array(Order) });
export type OrdersResponse = Infer<typeof OrdersResponse>;

/** When an order would execute: at once, at the next open, or when the price crosses. */
const EXECUTION_TIMINGS = ['now', 'at_open', 'when_price_crosses'] as const;
export type ExecutionTiming = (typeof EXECUTION_TIMINGS)[number];

/** POST /orders/preview: what placing the order would do, written nowhere. */
export const OrderPreviewResponse = type({
  account_id: string(),
  account_type: AccountType,
  symbol: string(),
  side: enums(ORDER_SIDES),
  type: enums(ORDER_TYPES),
  quote: type({
    price_e4: number(),
    source: string(),
    as_of: string(),
    market_open: boolean(),
  }),
  executes: enums(EXECUTION_TIMINGS),
  /** The price the estimate uses: the limit, the stop or the last price. */
  estimated_price_e4: number(),
  estimated_quantity_e5: number(),
  estimated_amount_cents: number(),
  /** Buying power a buy would reserve (with the market-order collar), shares a sell would. */
  hold_cents: number(),
  hold_quantity_e5: number(),
  buying_power_cents: number(),
  buying_power_after_cents: number(),
  shares_available_e5: number(),
  shares_available_after_e5: number(),
  expires_at: nullable(string()),
  /** Why placing it now would be rejected, or null. */
  problem: nullable(type({ error: string(), field: string() })),
});
export type OrderPreviewResponse = Infer<typeof OrderPreviewResponse>;

/** POST /api/v1/accounts/paper/reset: the fresh paper account, and what was closed. */
export const PaperResetResponse = type({
  account: Account,
  closed_account_id: nullable(string()),
  canceled_order_ids: array(string()),
});
export type PaperResetResponse = Infer<typeof PaperResetResponse>;
