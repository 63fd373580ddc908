// The query tool's portfolio queries: the signed-in member's holdings in the
// account they trade in (their chosen account type, spec §1 live and simulated; the paper one
// when they have no live account), valued as the portfolio screen values them
// (services/portfolio/valuation.ts), with each holding's change over the query's range measured
// as the screener measures it.
import {
  type PortfolioQuery,
  type PortfolioQueryResponse,
  type PortfolioRow,
} from '@/contract/query';
import type { Db } from '../../../db/client';
import type { Quote, QuoteProvider } from '../../../market';
import { rangeChangeBasisPoints } from '../../../market/screener';
import { resolveAccount } from '../../portfolio/account';
import { valueAccount } from '../../portfolio/valuation';

export interface QueryDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}

export async function runPortfolioQuery(
  deps: QueryDeps,
  userId: string,
  query: PortfolioQuery,
): Promise<PortfolioQueryResponse> {
  const at = deps.now();
  const { account } = await resolveAccount(deps.db, userId, undefined);
  const valuation = await valueAccount({ ...deps, now: () => at }, account.id);
  const range = query.range ?? '1M';
  const sectors = query.sectors
    ? query.sectors
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
  const total = valuation.marketValueCents;
  const rows: PortfolioRow[] = await Promise.all(
    valuation.positions.map(async (position) => {
      const quote: Quote = {
        symbol: position.symbol,
        priceUnits: position.price_e4,
        previousCloseUnits: position.previous_close_e4,
        changeUnits: position.price_e4 - position.previous_close_e4,
        changeBasisPoints:
          position.previous_close_e4 === 0
            ? 0
            : Math.round(
                ((position.price_e4 - position.previous_close_e4) * 10_000) /
                  position.previous_close_e4,
              ),
        volume: 0,
        asOf: position.quote_as_of,
        source: 'simulator',
        marketOpen: false,
      };
      return {
        symbol: position.symbol,
        name: position.name,
        sector: position.sector,
        quantity_e5: position.quantity_e5,
        price_e4: position.price_e4,
        market_value_cents: position.market_value_cents,
        weight_bp: total === 0 ? 0 : Math.round((position.market_value_cents * 10_000) / total),
        day_change_bp: quote.changeBasisPoints,
        change_bp:
          (await rangeChangeBasisPoints(deps.quotes, position.symbol, range, at, quote)) ?? 0,
        total_gain_cents: position.total_gain_cents,
        total_gain_bp: position.total_gain_bp,
      };
    }),
  );
  const min = query.min_change === undefined ? undefined : Number(query.min_change) * 100;
  const max = query.max_change === undefined ? undefined : Number(query.max_change) * 100;
  const sort = query.sort ?? 'value';
  const order = query.order ?? 'desc';
  const key = (row: PortfolioRow) =>
    sort === 'value'
      ? row.market_value_cents
      : sort === 'day_change'
        ? row.day_change_bp
        : sort === 'gain'
          ? row.total_gain_bp
          : row.change_bp;
  const changeOf = (row: PortfolioRow) => (range === '1D' ? row.day_change_bp : row.change_bp);
  const matched = rows
    .filter((row) => sectors.length === 0 || sectors.includes(row.sector))
    .filter((row) => min === undefined || changeOf(row) >= min)
    .filter((row) => max === undefined || changeOf(row) <= max)
    .sort(
      (a, b) =>
        (order === 'asc' ? key(a) - key(b) : key(b) - key(a)) || a.symbol.localeCompare(b.symbol),
    );
  const limit = query.limit === undefined ? matched.length : Number(query.limit);
  return {
    query: { ...query, range, sort, order },
    account_type: account.type,
    total: matched.length,
    holdings: rows.length,
    rows: matched.slice(0, limit),
    as_of: at.toISOString(),
  };
}
