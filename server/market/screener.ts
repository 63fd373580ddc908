// The company screener (spec §1 "AI analyst tools: company screener") and the sector lists of the
// explore screen: filters over fundamentals (fundamentals.ts) with one sort key.
import type { Bar } from './bars';
import type { Fundamentals } from './fundamentals';
import { basisPoints } from './price-units';
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

// ---- Screener metrics: price change over a range and 52-week position ----

/** Ranges the screener measures change over: the day's change, then the chart ranges. */
export type ChangeRange = '1D' | '1W' | '1M' | '3M' | '6M' | 'YTD' | '1Y';

/**
 * Where the price sits between the 52-week low and high, in basis points of the way: 0 at the
 * low, 10 000 at the high, clamped. A flat year (high = low) counts as at its high.
 *   low $80, high $120, price $110 → (110 − 80) / (120 − 80) = 0.75 → 7 500
 */
export function week52PositionBasisPoints(price: number, low: number, high: number): number {
  if (high <= low) return 10_000;
  const share = (price - low) / (high - low);
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000);
}

/** Change from a chart's first open to its last close: what the chart of that range shows. */
export function barsChangeBasisPoints(bars: readonly Bar[]): number {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return 0;
  return basisPoints(last.closeUnits - first.openUnits, first.openUnits);
}

/** Sessions in a 1W chart (bars.ts: today and the four sessions before). */
const WEEK_SESSIONS = 5;

/**
 * A security's change over `range` as its chart draws it: the one computation of that figure, for
 * the screener and the company snapshot alike (each used its own before: the snapshot measured
 * first close to last close, and the two disagreed). Null when the range has no bars yet. 1W's
 * chart is five-minute bars, but its first bar opens at the same price as that session's daily
 * bar, so the 1M daily bars' last five give the same figure at a fraction of the cost (466
 * symbols × 390 bars otherwise). 1D is the quote's change from the previous close.
 */
export async function rangeChangeBasisPoints(
  provider: QuoteProvider,
  symbol: string,
  range: ChangeRange,
  at?: Date,
  quote?: Quote,
): Promise<number | null> {
  if (range === '1D') return (quote ?? (await provider.getQuote(symbol, at))).changeBasisPoints;
  const bars =
    range === '1W'
      ? (await provider.getBars(symbol, '1M', at)).slice(-WEEK_SESSIONS)
      : await provider.getBars(symbol, range, at);
  return bars.length === 0 ? null : barsChangeBasisPoints(bars);
}

export interface UniverseRow {
  security: SecuritySummary;
  quote: Quote;
  fundamentals: Fundamentals;
  /** Change over the range asked, basis points. */
  changeBasisPoints: number;
  week52PositionBasisPoints: number;
}

/** Every security with the screener's figures at `at`, unfiltered, in universe order. */
export async function universeRows(
  provider: QuoteProvider,
  range: ChangeRange,
  at?: Date,
): Promise<UniverseRow[]> {
  const securities = listSecurities();
  const symbols = securities.map((security) => security.symbol);
  const quotes = await provider.getQuotes(symbols, at);
  return Promise.all(
    securities.map(async (security, i) => {
      const quote = quotes[i] as Quote;
      const fundamentals = await provider.getFundamentals(security.symbol, at);
      return {
        security: summarize(security),
        quote,
        fundamentals,
        changeBasisPoints:
          (await rangeChangeBasisPoints(provider, security.symbol, range, at, quote)) ?? 0,
        week52PositionBasisPoints: week52PositionBasisPoints(
          quote.priceUnits,
          fundamentals.week52LowUnits,
          fundamentals.week52HighUnits,
        ),
      };
    }),
  );
}
