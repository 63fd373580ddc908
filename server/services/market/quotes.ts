// Cached reads of the provider: quotes, fundamentals and bars (cache.ts says why). Quotes live two
// seconds, under the stream's interval, so a stream never repeats a stale price; the simulator
// itself moves once a minute.
import type { ChartRange } from '@/contract/market';
import { type Bar, type Fundamentals, type Quote, RANGE_INTERVALS } from '../../market';
import type { Market } from './provider';

const QUOTE_TTL_MS = 2_000;
const FUNDAMENTALS_TTL_MS = 60_000;
const INTRADAY_BARS_TTL_MS = 10_000;
const DAILY_BARS_TTL_MS = 60_000;

const quoteCache = (market: Market) => market.cache<Quote>('quotes', QUOTE_TTL_MS);

/** Quotes of canonical symbols, in the order asked; the misses go to the provider in one call. */
export async function quotesFor(market: Market, symbols: readonly string[]): Promise<Quote[]> {
  const cache = quoteCache(market);
  const missing = symbols.filter((symbol) => !cache.peek(symbol));
  if (missing.length > 0) {
    const batch = market.quotes.getQuotes(missing);
    // Primes the cache with the batch's answers; the reads below wait for them.
    missing.forEach((symbol, i) => {
      void cache.get(symbol, () => batch.then((quotes) => quotes[i] as Quote));
    });
  }
  return Promise.all(
    symbols.map((symbol) => cache.get(symbol, () => market.quotes.getQuote(symbol))),
  );
}

export async function quoteFor(market: Market, symbol: string): Promise<Quote> {
  return (await quotesFor(market, [symbol]))[0] as Quote;
}

export function fundamentalsFor(market: Market, symbol: string): Promise<Fundamentals> {
  return market
    .cache<Fundamentals>('fundamentals', FUNDAMENTALS_TTL_MS)
    .get(symbol, () => market.quotes.getFundamentals(symbol));
}

export function barsFor(market: Market, symbol: string, range: ChartRange): Promise<Bar[]> {
  const intraday = RANGE_INTERVALS[range] === '1m' || RANGE_INTERVALS[range] === '5m';
  const cache = intraday
    ? market.cache<Bar[]>('intraday bars', INTRADAY_BARS_TTL_MS, 500)
    : market.cache<Bar[]>('daily bars', DAILY_BARS_TTL_MS, 500);
  return cache.get(`${symbol}:${range}`, () => market.quotes.getBars(symbol, range));
}
