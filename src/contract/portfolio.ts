// Portfolio payloads (spec §2 /portfolio, /portfolio/history,
// /ideas/portfolio_explorer, /ideas/community popular stocks; mobile "transaction history").
// Units are in the names (DESIGN.md "Money, quantities, time"): `_cents` integer cents, `_e5`
// shares in 0.00001 (spec §5: five decimals), `_e4` prices in $0.0001, `_bp` basis points
// (1 bp = 0.01 %, the two decimals of spec §5).
import {
  array,
  boolean,
  define,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  union,
  type Infer,
} from './structs';
import { TokenPart } from './fields';
import { AccountType } from './users';

/** Every query also carries the optional token sign-in pair the client appends (spec §2). */
const tokenPair = { auth_id: optional(TokenPart), token: optional(TokenPart) };

/** `?account=simulated|live`; without it, the user's chosen account type (users.account_type). */
export const PortfolioQuery = object({ account: optional(AccountType), ...tokenPair });
export type PortfolioQuery = Infer<typeof PortfolioQuery>;

const PortfolioAccount = type({ id: string(), type: AccountType, status: string() });

export const Position = type({
  symbol: string(),
  name: string(),
  sector: string(),
  quantity_e5: number(),
  /** Of quantity_e5, the shares open sell orders hold: a new sell can sell the rest. */
  held_quantity_e5: number(),
  /** The position's average cost: cost basis / quantity. */
  average_cost_e4: number(),
  cost_basis_cents: number(),
  price_e4: number(),
  previous_close_e4: number(),
  /** The quote's as-of time (ISO 8601 UTC) and source: simulated prices say so. */
  quote_as_of: string(),
  quote_source: string(),
  market_value_cents: number(),
  /** Against the previous close; shares bought today count from their fill price. */
  day_gain_cents: number(),
  day_gain_bp: number(),
  total_gain_cents: number(),
  total_gain_bp: number(),
});
export type Position = Infer<typeof Position>;

export const PortfolioResponse = type({
  account: PortfolioAccount,
  /** The account types this user has open, for the paper / live switch. */
  available_accounts: array(AccountType),
  /** All cash the account owns: buying power plus what open buy orders hold. */
  cash_cents: number(),
  held_cents: number(),
  /** Cash free for new orders (ledger `account:<id>:cash`). */
  buying_power_cents: number(),
  market_value_cents: number(),
  equity_cents: number(),
  day_gain_cents: number(),
  day_gain_bp: number(),
  total_gain_cents: number(),
  total_gain_bp: number(),
  positions: array(Position),
  /** When the server computed this answer: the offline view says how old the data is. */
  as_of: string(),
});
export type PortfolioResponse = Infer<typeof PortfolioResponse>;

/** Ranges of /app/portfolio/history: 1D, 1W, 1M, 3M, 1Y, ALL. */
export const HISTORY_RANGES = ['1D', '1W', '1M', '3M', '1Y', 'ALL'] as const;
export const HistoryRange = enums(HISTORY_RANGES);
export type HistoryRange = Infer<typeof HistoryRange>;

export const HistoryQuery = object({
  range: optional(HistoryRange),
  account: optional(AccountType),
  ...tokenPair,
});
export type HistoryQuery = Infer<typeof HistoryQuery>;

export const HistoryPoint = type({
  at: string(),
  equity_cents: number(),
  /** The benchmark ETF over the same points, scaled to start at the first point's equity. */
  benchmark_cents: number(),
});
export type HistoryPoint = Infer<typeof HistoryPoint>;

export const HistoryResponse = type({
  account: PortfolioAccount,
  range: HistoryRange,
  /** Bar interval of the points: minutes for 1D / 1W, days or weeks for longer ranges. */
  interval: enums(['1m', '5m', '1d', '1w'] as const),
  benchmark_symbol: string(),
  /** The user setting of spec §3; a plain default until settings land. */
  show_compare_spy_price_history: boolean(),
  points: array(HistoryPoint),
  change_cents: number(),
  change_bp: number(),
  benchmark_change_bp: number(),
  as_of: string(),
});
export type HistoryResponse = Infer<typeof HistoryResponse>;

const TRANSACTIONS_LIMIT_MAX = 100;
export const TRANSACTIONS_LIMIT_DEFAULT = 20;

/** A whole number 1–100 given as query text. */
const Limit = define<string>('Limit', (value) =>
  typeof value === 'string' &&
  /^\d{1,3}$/.test(value) &&
  Number(value) >= 1 &&
  Number(value) <= TRANSACTIONS_LIMIT_MAX
    ? true
    : `must be a whole number from 1 to ${TRANSACTIONS_LIMIT_MAX}`,
);
/** Opaque: the `next_cursor` of the previous page. The server checks it further. */
const Cursor = define<string>('Cursor', (value) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value)
    ? true
    : 'must be a next_cursor from the previous page',
);

export const TransactionsQuery = object({
  account: optional(AccountType),
  cursor: optional(Cursor),
  limit: optional(Limit),
  ...tokenPair,
});
export type TransactionsQuery = Infer<typeof TransactionsQuery>;

const FillTransaction = type({
  type: literal('fill'),
  id: string(),
  at: string(),
  order_id: string(),
  symbol: string(),
  name: string(),
  side: enums(['buy', 'sell'] as const),
  quantity_e5: number(),
  price_e4: number(),
  /** Paid (buy) or received (sell), always positive. */
  amount_cents: number(),
});
type FillTransaction = Infer<typeof FillTransaction>;

const CashTransaction = type({
  type: literal('cash'),
  id: string(),
  at: string(),
  /** The ledger transaction kind, e.g. paper_starting_cash, deposit, withdrawal. */
  kind: string(),
  description: string(),
  /** Signed: money in is positive. */
  amount_cents: number(),
});
type CashTransaction = Infer<typeof CashTransaction>;

/** Shares an ACAT transfer delivered from another broker: no cash moved. */
const TransferInTransaction = type({
  type: literal('transfer_in'),
  id: string(),
  at: string(),
  symbol: string(),
  name: string(),
  quantity_e5: number(),
  from_broker: string(),
});

export const PortfolioTransaction = union([
  FillTransaction,
  CashTransaction,
  TransferInTransaction,
]);
export type PortfolioTransaction = Infer<typeof PortfolioTransaction>;

export const TransactionsResponse = type({
  transactions: array(PortfolioTransaction),
  next_cursor: nullable(string()),
});
export type TransactionsResponse = Infer<typeof TransactionsResponse>;

const Allocation = { market_value_cents: number(), weight_bp: number() };

export const ExplorerResponse = type({
  account: PortfolioAccount,
  equity_cents: number(),
  cash_cents: number(),
  invested_cents: number(),
  /** Shares of equity: cash_bp + invested_bp = 10000 (0 and 0 with no equity). */
  cash_bp: number(),
  invested_bp: number(),
  /** Shares of the invested value, largest first; each list sums to 10000 bp. */
  sectors: array(type({ sector: string(), positions: number(), ...Allocation })),
  positions: array(type({ symbol: string(), name: string(), sector: string(), ...Allocation })),
  as_of: string(),
});
export type ExplorerResponse = Infer<typeof ExplorerResponse>;

export const PopularQuery = object({ ...tokenPair });

const PopularQuote = { price_e4: number(), change_bp: number() };

/**
 * Popular stocks (spec §2 /ideas/community): counts only, never who holds or trades, nor how
 * much.
 */
export const PopularResponse = type({
  window_days: number(),
  most_held: array(type({ symbol: string(), name: string(), holders: number(), ...PopularQuote })),
  most_traded: array(
    type({ symbol: string(), name: string(), fills: number(), traders: number(), ...PopularQuote }),
  ),
  as_of: string(),
});
export type PopularResponse = Infer<typeof PopularResponse>;
