// Market data and discovery payloads (spec §2 security page, search, explore, trending,
// upcoming earnings, watchlist, interests). Units are in the field names, as in the trading schema
// (DESIGN.md "Money, quantities, time"):
//   `_e4`    integer $0.0001 (1_234_500 is $123.45); prices and price changes
//   `_bp`    integer basis points, 1 bp = 0.01 % (125 is +1.25 %: the two decimals of spec §5)
//   `_cents` integer cents (market cap, EPS, dividends)
//   volume and shares outstanding are whole shares; times are ISO 8601 UTC, dates YYYY-MM-DD (New York).
import {
  array,
  boolean,
  define,
  enums,
  integer,
  nullable,
  number,
  object,
  size,
  string,
  type,
  type Infer,
} from './structs';

/** GICS sectors plus one group for funds (server/market/universe.ts reads its data file with it). */
export const SECTOR_NAMES = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
  'ETF',
] as const;
export const SectorName = enums(SECTOR_NAMES);
export type SectorName = Infer<typeof SectorName>;

/** Chart ranges of the security page, as server/market/bars.ts offers them. */
export const CHART_RANGES = ['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y', '5Y'] as const;
export const ChartRange = enums(CHART_RANGES);
export type ChartRange = Infer<typeof ChartRange>;

// ---- Input ----

/** Letters and digits with at most one class suffix (BRK.B, BRK-B); any case. */
const SYMBOL_PATTERN = /^[A-Za-z0-9]{1,6}([.-][A-Za-z0-9]{1,2})?$/;
export const SYMBOL_MESSAGE =
  'must be a ticker symbol: up to 6 letters or digits, optionally a class like .B (e.g. AAPL, BRK.B)';

export const TickerSymbol = define<string>('TickerSymbol', (value) =>
  typeof value === 'string' && SYMBOL_PATTERN.test(value) ? true : SYMBOL_MESSAGE,
);

/** Most symbols one quotes request or stream may ask for. */
export const MAX_QUOTE_SYMBOLS = 50;

/** `symbols=AAPL,MSFT`: comma-separated ticker symbols, 1 to MAX_QUOTE_SYMBOLS. */
export const SymbolList = define<string>('SymbolList', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return 'must list at least one symbol';
  const symbols = value.split(',').map((part) => part.trim());
  if (symbols.length > MAX_QUOTE_SYMBOLS) return `must list at most ${MAX_QUOTE_SYMBOLS} symbols`;
  const bad = symbols.find((symbol) => !SYMBOL_PATTERN.test(symbol));
  return bad === undefined ? true : `has "${bad.slice(0, 20)}", which ${SYMBOL_MESSAGE}`;
});

/** Splits a validated SymbolList into upper-case symbols, duplicates dropped, order kept. */
export function splitSymbols(list: string): string[] {
  return [...new Set(list.split(',').map((part) => part.trim().toUpperCase()))];
}

// Queries use type(), not object(): the client appends the token sign-in pair (auth_id, token) to
// every call (spec §2), and those must not fail validation.
export const SEARCH_QUERY_MAX = 64;
export const SearchQuery = type({ q: size(string(), 0, SEARCH_QUERY_MAX) });
export type SearchQuery = Infer<typeof SearchQuery>;

export const BarsQuery = type({ range: ChartRange });
export type BarsQuery = Infer<typeof BarsQuery>;

export const QuotesQuery = type({ symbols: SymbolList });
export type QuotesQuery = Infer<typeof QuotesQuery>;

/** PUT /api/v1/interests: the sectors chosen on /app/interests; the list replaces the old one. */
export const InterestsRequest = object({
  sectors: size(array(SectorName), 0, SECTOR_NAMES.length),
});
export type InterestsRequest = Infer<typeof InterestsRequest>;

// ---- Output ----

export const SecuritySummary = type({
  symbol: string(),
  name: string(),
  exchange: string(),
  kind: enums(['stock', 'etf']),
  sector: SectorName,
});
export type SecuritySummary = Infer<typeof SecuritySummary>;

export const Quote = type({
  symbol: string(),
  price_e4: integer(),
  previous_close_e4: integer(),
  /** price − previous close. */
  change_e4: integer(),
  change_bp: integer(),
  /** Shares traded so far in the quote's session. */
  volume: integer(),
  /** When the price was current (a session minute, or the close). */
  as_of: string(),
  /** Where the price came from ('simulator' until a real feed is configured). */
  source: string(),
  market_open: boolean(),
});
export type Quote = Infer<typeof Quote>;

export const QuotedSecurity = type({ security: SecuritySummary, quote: Quote });
export type QuotedSecurity = Infer<typeof QuotedSecurity>;

export const SecurityStats = type({
  market_cap_cents: integer(),
  shares_outstanding: integer(),
  /** One decimal (spec §5 ratios); null when earnings are not positive, or for funds. */
  pe_ratio: nullable(number()),
  eps_cents: nullable(integer()),
  dividend_cents: integer(),
  dividend_yield_bp: integer(),
  week52_high_e4: integer(),
  week52_low_e4: integer(),
  average_volume: integer(),
  next_earnings: nullable(type({ date: string(), timing: enums(['before-open', 'after-close']) })),
});
export type SecurityStats = Infer<typeof SecurityStats>;

export const MarketStatus = type({
  open: boolean(),
  /** The next regular session's open (during a session: tomorrow's). */
  next_open: string(),
});
export type MarketStatus = Infer<typeof MarketStatus>;

/** GET /api/v1/securities/:symbol */
export const SecurityResponse = type({
  security: type({
    symbol: string(),
    name: string(),
    exchange: string(),
    kind: enums(['stock', 'etf']),
    sector: SectorName,
    industry: string(),
  }),
  quote: Quote,
  stats: SecurityStats,
  market: MarketStatus,
  on_watchlist: boolean(),
});
export type SecurityResponse = Infer<typeof SecurityResponse>;

/** GET /api/v1/securities/search?q= */
export const SearchResponse = type({ query: string(), results: array(SecuritySummary) });
export type SearchResponse = Infer<typeof SearchResponse>;

export const Bar = type({
  /** The bar's first instant. */
  start: string(),
  open_e4: integer(),
  high_e4: integer(),
  low_e4: integer(),
  close_e4: integer(),
  volume: integer(),
});
export type Bar = Infer<typeof Bar>;

/** GET /api/v1/securities/:symbol/bars?range= */
export const BarsResponse = type({
  symbol: string(),
  range: ChartRange,
  interval: enums(['1m', '5m', '1d', '1w']),
  source: string(),
  bars: array(Bar),
});
export type BarsResponse = Infer<typeof BarsResponse>;

/** GET /api/v1/quotes?symbols=, and each `quotes` event of /api/v1/quotes/stream. */
export const QuotesResponse = type({ quotes: array(Quote) });
export type QuotesResponse = Infer<typeof QuotesResponse>;

/** The stream's `heartbeat` event, sent while no quote changes (market closed). */
export const QuoteStreamHeartbeat = type({ as_of: string(), market: MarketStatus });
export type QuoteStreamHeartbeat = Infer<typeof QuoteStreamHeartbeat>;

/** GET /api/v1/market/trending: top 20 stocks by |one-day move| × volume. */
export const TrendingResponse = type({
  as_of: string(),
  market: MarketStatus,
  stocks: array(QuotedSecurity),
});
export type TrendingResponse = Infer<typeof TrendingResponse>;

export const EarningsEvent = type({
  security: SecuritySummary,
  date: string(),
  timing: enums(['before-open', 'after-close']),
});
export type EarningsEvent = Infer<typeof EarningsEvent>;

/** GET /api/v1/market/earnings: reports from today through two weeks ahead, soonest first. */
export const EarningsResponse = type({
  from: string(),
  to: string(),
  events: array(EarningsEvent),
});
export type EarningsResponse = Infer<typeof EarningsResponse>;

export const MarketList = type({
  id: string(),
  title: string(),
  description: string(),
  members: array(QuotedSecurity),
});
export type MarketList = Infer<typeof MarketList>;

/** GET /api/v1/market/sectors: the explore screen's sectors (every member) and lists. */
export const ExploreResponse = type({
  sectors: array(
    type({
      sector: SectorName,
      /** Mean one-day change of the members. */
      average_change_bp: integer(),
      members: array(SecuritySummary),
    }),
  ),
  lists: array(MarketList),
});
export type ExploreResponse = Infer<typeof ExploreResponse>;

const WatchlistItem = type({ security: SecuritySummary, quote: Quote, added_at: string() });
type WatchlistItem = Infer<typeof WatchlistItem>;

/** GET /api/v1/watchlist: oldest first. */
export const WatchlistResponse = type({ items: array(WatchlistItem) });
export type WatchlistResponse = Infer<typeof WatchlistResponse>;

/** PUT and DELETE /api/v1/watchlist/:symbol (both idempotent). */
export const WatchlistChange = type({
  symbol: string(),
  on_watchlist: boolean(),
});
export type WatchlistChange = Infer<typeof WatchlistChange>;

/** The most symbols one watchlist holds: the whole list fits one quote stream. */
export const WATCHLIST_MAX = MAX_QUOTE_SYMBOLS;

/** GET and PUT /api/v1/interests, in SECTOR_NAMES order. */
export const InterestsResponse = type({ sectors: array(SectorName) });
export type InterestsResponse = Infer<typeof InterestsResponse>;

/** A security's path (`/securities/:symbol`). */
export const SymbolPath = object({ symbol: TickerSymbol });
