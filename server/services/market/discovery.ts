// Discovery screens (spec §2 mobile "explore", "trending stocks", "upcoming earnings"): what the
// market module computes, cached for a while because every visitor sees the same answer.
import type {
  EarningsResponse,
  ExploreResponse,
  MarketList,
  TrendingResponse,
} from '@/contract/market';
import {
  type ScreenCriteria,
  easternDateOf,
  listSecurities,
  requireSecurity,
  screenSecurities,
  sectorGroups,
  trendingStocks,
} from '../../market';
import { marketStatus, quoteBody, summaryBody } from './mapping';
import type { Market } from './provider';
import { quotesFor } from './quotes';

/** Upcoming earnings: the next two weeks. */
const EARNINGS_WINDOW_DAYS = 14;
const LIST_SIZE = 10;

/** Top 20 stocks by |one-day move| × volume (server/market/trending.ts). */
export function trending(market: Market): Promise<TrendingResponse> {
  return market.cache<TrendingResponse>('trending', 15_000, 1).get('all', async () => {
    const now = market.now();
    const rows = await trendingStocks(market.quotes, now);
    return {
      as_of: rows[0]?.quote.asOf ?? now.toISOString(),
      market: marketStatus(now),
      stocks: rows.map((row) => ({ security: row.security, quote: quoteBody(row.quote) })),
    };
  });
}

export function upcomingEarnings(market: Market): Promise<EarningsResponse> {
  const now = market.now();
  const from = easternDateOf(now);
  // Keyed by the New York date: the window moves at midnight there, not every ten minutes.
  return market.cache<EarningsResponse>('earnings', 10 * 60_000, 1).get(from, async () => {
    const events = await market.quotes.upcomingEarnings(now, EARNINGS_WINDOW_DAYS);
    return {
      from,
      to: addDays(from, EARNINGS_WINDOW_DAYS),
      events: events.map((event) => ({
        security: summaryBody(requireSecurity(event.symbol)),
        date: event.date,
        timing: event.timing,
      })),
    };
  });
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** The explore screen's lists: what an investor browses when they have no symbol in mind. */
const LISTS: ReadonlyArray<{
  id: string;
  title: string;
  description: string;
  criteria: ScreenCriteria;
}> = [
  {
    id: 'largest',
    title: 'Largest companies',
    description: 'The biggest US-listed companies by market value.',
    criteria: { kind: 'stock', sortBy: 'marketCap' },
  },
  {
    id: 'gainers',
    title: 'Top gainers',
    description: 'Stocks up the most since the previous close.',
    criteria: { kind: 'stock', sortBy: 'change' },
  },
  {
    id: 'losers',
    title: 'Top losers',
    description: 'Stocks down the most since the previous close.',
    criteria: { kind: 'stock', sortBy: 'change', descending: false },
  },
  {
    id: 'dividends',
    title: 'Dividend payers',
    description: 'The highest dividend yields at today’s prices.',
    criteria: { kind: 'stock', sortBy: 'dividendYield' },
  },
  {
    id: 'etfs',
    title: 'Popular ETFs',
    description: 'The most traded exchange-traded funds.',
    criteria: { kind: 'etf', sortBy: 'averageVolume' },
  },
];

export function explore(market: Market): Promise<ExploreResponse> {
  return market.cache<ExploreResponse>('explore', 60_000, 1).get('all', async () => {
    const now = market.now();
    const all = listSecurities().map((security) => security.symbol);
    const quotes = new Map((await quotesFor(market, all)).map((quote) => [quote.symbol, quote]));
    const lists: MarketList[] = [];
    for (const list of LISTS) {
      const rows = await screenSecurities(
        market.quotes,
        { ...list.criteria, limit: LIST_SIZE },
        now,
      );
      lists.push({
        id: list.id,
        title: list.title,
        description: list.description,
        members: rows.map((row) => ({ security: row.security, quote: quoteBody(row.quote) })),
      });
    }
    const sectors = sectorGroups().map((group) => {
      const changes = group.securities.map(
        (security) => quotes.get(security.symbol)?.changeBasisPoints ?? 0,
      );
      const total = changes.reduce((sum, change) => sum + change, 0);
      return {
        sector: group.sector,
        average_change_bp: changes.length === 0 ? 0 : Math.round(total / changes.length),
        members: group.securities.map(summaryBody),
      };
    });
    return { sectors, lists };
  });
}
