// Securities: search, the security page's data, chart bars and batch quotes (spec §2 security
// page and search). Symbols arrive in any case; a malformed one is a 400 naming the
// field, an unknown one a 404 with a message a person can act on.
import { validate } from 'superstruct';
import {
  type BarsResponse,
  type ChartRange,
  type QuotesResponse,
  type SearchResponse,
  type SecurityResponse,
  SYMBOL_MESSAGE,
  TickerSymbol,
  splitSymbols,
} from '@/contract/market';
import type { Db } from '../../db/client';
import { invalidInput, notFound } from '../../errors';
import { RANGE_INTERVALS, type Security, findSecurity, searchSecurities } from '../../market';
import { barBody, marketStatus, quoteBody, statsBody, summaryBody } from './mapping';
import type { Market } from './provider';
import { barsFor, fundamentalsFor, quoteFor, quotesFor } from './quotes';
import { isOnWatchlist } from './watchlist';

/** Results of one search: enough to fill a phone screen, few enough to stay instant. */
const SEARCH_RESULTS = 20;

/**
 * The security a path or query symbol names. "brk-b" and "BRK.B" are the same class share: the
 * dash is how many sites and brokers write the class separator.
 */
export function resolveSymbol(raw: unknown, field = 'symbol'): Security {
  if (validate(raw, TickerSymbol)[0] || typeof raw !== 'string') {
    throw invalidInput(`${field} ${SYMBOL_MESSAGE}.`, field);
  }
  const security = findSecurity(raw) ?? findSecurity(raw.replace('-', '.'));
  if (!security) {
    throw notFound(
      `There is no security with the symbol ${raw.toUpperCase()} here. Search by company name to find its symbol.`,
      field,
    );
  }
  return security;
}

export function search(query: string): SearchResponse {
  return { query, results: searchSecurities(query, SEARCH_RESULTS).map(summaryBody) };
}

export async function securityPage(
  db: Db,
  market: Market,
  userId: string,
  security: Security,
): Promise<SecurityResponse> {
  const [quote, fundamentals, onWatchlist] = await Promise.all([
    quoteFor(market, security.symbol),
    fundamentalsFor(market, security.symbol),
    isOnWatchlist(db, userId, security.symbol),
  ]);
  const { industry } = security;
  return {
    security: { ...summaryBody(security), industry },
    quote: quoteBody(quote),
    stats: statsBody(fundamentals),
    market: marketStatus(market.now()),
    on_watchlist: onWatchlist,
  };
}

export async function bars(
  market: Market,
  security: Security,
  range: ChartRange,
): Promise<BarsResponse> {
  const rows = await barsFor(market, security.symbol, range);
  return {
    symbol: security.symbol,
    range,
    interval: RANGE_INTERVALS[range],
    source: market.quotes.source,
    bars: rows.map(barBody),
  };
}

/** Canonical symbols of a validated `symbols` list; any unknown one is a 404 naming the field. */
export function resolveSymbolList(list: string, field = 'symbols'): string[] {
  return [...new Set(splitSymbols(list).map((symbol) => resolveSymbol(symbol, field).symbol))];
}

export async function quotes(market: Market, symbols: readonly string[]): Promise<QuotesResponse> {
  return { quotes: (await quotesFor(market, symbols)).map(quoteBody) };
}
