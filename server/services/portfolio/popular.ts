// GET /api/v1/market/popular (spec §2 /ideas/community "popular stocks"): the most held
// and most traded across users. Only counts leave this module: how many open accounts hold a
// symbol, and how many fills (by how many accounts) it had in the last 30 days, never who or how
// much. Closed (reset) paper accounts no longer hold anything, but their recent trades count.
import { and, countDistinct, desc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { PopularResponse } from '@/contract/portfolio';
import { accounts, fills, positions } from '../../db/schema';
import { findSecurity } from '../../market';
import type { PortfolioDeps } from './deps';

const POPULAR_WINDOW_DAYS = 30;
const POPULAR_LIMIT = 10;

export async function getPopular(deps: PortfolioDeps): Promise<PopularResponse> {
  const now = deps.now();
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const holders = countDistinct(positions.accountId);
  const held = await deps.db
    .select({ symbol: positions.symbol, holders })
    .from(positions)
    .innerJoin(accounts, eq(accounts.id, positions.accountId))
    .where(and(gt(positions.quantityE5, 0), ne(accounts.status, 'closed')))
    .groupBy(positions.symbol)
    .orderBy(desc(holders), positions.symbol)
    .limit(POPULAR_LIMIT);
  const fillCount = sql<string>`count(*)`;
  const traded = await deps.db
    .select({ symbol: fills.symbol, fills: fillCount, traders: countDistinct(fills.accountId) })
    .from(fills)
    .where(and(gte(fills.createdAt, since), lte(fills.createdAt, now)))
    .groupBy(fills.symbol)
    .orderBy(desc(fillCount), fills.symbol)
    .limit(POPULAR_LIMIT);
  const symbols = [...new Set([...held, ...traded].map((row) => row.symbol))];
  const quotes = symbols.length ? await deps.quotes.getQuotes(symbols, now) : [];
  const quoteOf = new Map(quotes.map((quote) => [quote.symbol, quote]));
  const describe = (symbol: string) => ({
    symbol,
    name: findSecurity(symbol)?.name ?? symbol,
    price_e4: quoteOf.get(symbol)?.priceUnits ?? 0,
    change_bp: quoteOf.get(symbol)?.changeBasisPoints ?? 0,
  });
  return {
    window_days: POPULAR_WINDOW_DAYS,
    most_held: held.map((row) => ({ ...describe(row.symbol), holders: Number(row.holders) })),
    most_traded: traded.map((row) => ({
      ...describe(row.symbol),
      fills: Number(row.fills),
      traders: Number(row.traders),
    })),
    as_of: now.toISOString(),
  };
}
