// The company screener (spec §1 "AI analyst tools: company screener") and the sector lists of the
// explore screen: filters over fundamentals (fundamentals.ts) with one sort key.
import type { Fundamentals } from './fundamentals';
import type { Quote, QuoteProvider } from './quote-provider';
import { type SecuritySummary, summarize } from './search';
import { type Sector, type Security, SECTORS, listSecurities } from './universe';

export interface ScreenCriteria {
  sectors?: readonly Sector[];
  kind?: Security['kind'];
  minMarketCapCents?: number;
  maxMarketCapCents?: number;
  /** Securities without a P/E (losses, funds) fail any P/E bound. */
  minPeRatio?: number;
  maxPeRatio?: number;
  minDividendYieldBasisPoints?: number;
  sortBy?: 'marketCap' | 'peRatio' | 'dividendYield' | 'change' | 'averageVolume';
  /** Default true: largest first. */
  descending?: boolean;
  /** Default 50. */
  limit?: number;
}

export interface ScreenRow {
  security: SecuritySummary;
  quote: Quote;
  fundamentals: Fundamentals;
}

export async function screenSecurities(
  provider: QuoteProvider,
  criteria: ScreenCriteria = {},
  at?: Date,
): Promise<ScreenRow[]> {
  const candidates = listSecurities().filter(
    (security) =>
      (!criteria.sectors || criteria.sectors.includes(security.sector)) &&
      (!criteria.kind || criteria.kind === security.kind),
  );
  const symbols = candidates.map((security) => security.symbol);
  const quotes = await provider.getQuotes(symbols, at);
  const fundamentals = await Promise.all(
    symbols.map((symbol) => provider.getFundamentals(symbol, at)),
  );
  const rows = candidates
    .map((security, i) => ({
      security: summarize(security),
      quote: quotes[i] as Quote,
      fundamentals: fundamentals[i] as Fundamentals,
    }))
    .filter((row) => matches(row.fundamentals, criteria));
  const key = sortKey(criteria.sortBy ?? 'marketCap');
  const direction = criteria.descending === false ? 1 : -1;
  rows.sort(
    (a, b) =>
      compareKeys(key(a), key(b), direction) || a.security.symbol.localeCompare(b.security.symbol),
  );
  return rows.slice(0, criteria.limit ?? 50);
}

function matches(f: Fundamentals, c: ScreenCriteria): boolean {
  const within = (value: number | null, min?: number, max?: number) =>
    (min === undefined && max === undefined) ||
    (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));
  return (
    within(f.marketCapCents, c.minMarketCapCents, c.maxMarketCapCents) &&
    within(f.peRatio, c.minPeRatio, c.maxPeRatio) &&
    within(f.dividendYieldBasisPoints, c.minDividendYieldBasisPoints)
  );
}

/** Rows without a value (no P/E) sort last whichever the direction. */
function compareKeys(a: number | null, b: number | null, direction: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction * (a - b);
}

function sortKey(sortBy: NonNullable<ScreenCriteria['sortBy']>): (row: ScreenRow) => number | null {
  switch (sortBy) {
    case 'marketCap':
      return (row) => row.fundamentals.marketCapCents;
    case 'peRatio':
      return (row) => row.fundamentals.peRatio;
    case 'dividendYield':
      return (row) => row.fundamentals.dividendYieldBasisPoints;
    case 'change':
      return (row) => row.quote.changeBasisPoints;
    case 'averageVolume':
      return (row) => row.fundamentals.averageVolume;
  }
}

export interface SectorGroup {
  sector: Sector;
  /** Members, largest first by base-price market cap. */
  securities: SecuritySummary[];
}

/** Every sector with its members, in SECTORS order (funds last). */
export function sectorGroups(): SectorGroup[] {
  return SECTORS.map((sector) => ({
    sector,
    securities: listSecurities()
      .filter((security) => security.sector === sector)
      .sort((a, b) => b.basePrice * b.sharesOutstanding - a.basePrice * a.sharesOutstanding)
      .map(summarize),
  }));
}
