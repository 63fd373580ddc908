// "Trending stocks" (spec §2 mobile screens): the stocks moving most on heavy trading, ranked by
// |change since the previous close| × shares traded in the session. Funds are left out: the
// screen lists stocks.
import type { Quote, QuoteProvider } from './quote-provider';
import { type SecuritySummary, summarize } from './search';
import { listSecurities } from './universe';

export interface TrendingRow {
  security: SecuritySummary;
  quote: Quote;
  /** |changeBasisPoints| × volume: only its order means anything. */
  score: number;
}

export const TRENDING_COUNT = 20;

export async function trendingStocks(
  provider: QuoteProvider,
  at?: Date,
  count = TRENDING_COUNT,
): Promise<TrendingRow[]> {
  const stocks = listSecurities().filter((security) => security.kind === 'stock');
  const quotes = await provider.getQuotes(
    stocks.map((security) => security.symbol),
    at,
  );
  return stocks
    .map((security, i) => {
      const quote = quotes[i] as Quote;
      return {
        security: summarize(security),
        quote,
        score: Math.abs(quote.changeBasisPoints) * quote.volume,
      };
    })
    .sort((a, b) => b.score - a.score || a.security.symbol.localeCompare(b.security.symbol))
    .slice(0, count);
}
