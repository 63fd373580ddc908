// The tradable universe: real US-listed companies and funds, public facts shipped as a data file
// (DESIGN.md "Market and broker"). data/universe.csv holds one row per security; its first line
// states the session its prices are the closes of (`# reference close: YYYY-MM-DD`, the price
// model's anchor; split-adjusted, rounded), shares outstanding in millions, EPS trailing twelve
// months and the annual dividend in dollars.
import { readFileSync } from 'node:fs';
import { SECTOR_NAMES } from '@/contract/market';
import { projectPath } from '../project-root';
import { type PriceUnits, dollarsToPriceUnits } from './price-units';

/** GICS sectors, plus one group for exchange-traded funds: the contract's list, so the API's
 *  sector values and the data file's cannot drift apart. */
export const SECTORS = SECTOR_NAMES;
export type Sector = (typeof SECTORS)[number];

export const EXCHANGES = ['NYSE', 'NASDAQ', 'NYSE Arca', 'NYSE American', 'Cboe BZX'] as const;
type Exchange = (typeof EXCHANGES)[number];

/** The benchmark that portfolio charts compare against (spec §3 show_compare_spy_price_history). */
export const BENCHMARK_SYMBOL = 'SPY';

export interface Security {
  symbol: string;
  name: string;
  exchange: Exchange;
  kind: 'stock' | 'etf';
  sector: Sector;
  industry: string;
  /** Whole shares (approximate, public filings). */
  sharesOutstanding: number;
  /** The price the model is anchored to (price-model.ts). */
  basePrice: PriceUnits;
  /** Annualised volatility of daily log returns: 0.25 is 25 %. */
  volatility: number;
  /** Earnings per share over the trailing twelve months, integer cents; null for funds. */
  epsCents: number | null;
  /** Annual dividend per share, integer cents (0 when none). */
  dividendCents: number;
  /** Funds: the factor the fund follows ('market', a GICS sector or an asset class). */
  tracks: string | null;
  isBenchmark: boolean;
}

export class UnknownSymbolError extends Error {
  constructor(readonly symbol: string) {
    super(`unknown symbol: ${symbol}`);
    this.name = 'UnknownSymbolError';
  }
}

const COLUMNS = [
  'symbol',
  'name',
  'exchange',
  'sector',
  'industry',
  'shares_millions',
  'price',
  'volatility',
  'eps',
  'dividend',
  'tracks',
  'benchmark',
] as const;

const REFERENCE_LINE = /^# reference close: (\d{4}-\d{2}-\d{2})$/;

export interface Universe {
  /** The session whose closes the prices are (ISO date). */
  referenceDate: string;
  securities: Security[];
}

/**
 * Parses universe.csv: the reference line, then plain comma-separated values, no quoting (names
 * carry no commas).
 */
export function parseUniverse(csv: string): Universe {
  const lines = csv.split('\n').filter((line) => line.trim() !== '');
  const referenceDate = REFERENCE_LINE.exec(lines[0] ?? '')?.[1];
  if (!referenceDate)
    throw new Error('universe.csv: the first line must be "# reference close: YYYY-MM-DD"');
  if (lines[1] !== COLUMNS.join(',')) throw new Error('universe.csv: unexpected header');
  const securities = lines.slice(2).map((line, index): Security => {
    const cells = line.split(',');
    const where = `universe.csv line ${index + 3}`;
    if (cells.length !== COLUMNS.length)
      throw new Error(`${where}: expected ${COLUMNS.length} cells`);
    const cell = (column: (typeof COLUMNS)[number]) => cells[COLUMNS.indexOf(column)] ?? '';
    const num = (column: (typeof COLUMNS)[number]) => {
      const value = Number(cell(column));
      if (cell(column) === '' || !Number.isFinite(value))
        throw new Error(`${where}: bad ${column}`);
      return value;
    };
    const sector = oneOf(SECTORS, cell('sector'), `${where}: sector`);
    return {
      symbol: cell('symbol'),
      name: cell('name'),
      exchange: oneOf(EXCHANGES, cell('exchange'), `${where}: exchange`),
      kind: sector === 'ETF' ? 'etf' : 'stock',
      sector,
      industry: cell('industry'),
      sharesOutstanding: Math.round(num('shares_millions') * 1_000_000),
      basePrice: dollarsToPriceUnits(num('price')),
      volatility: num('volatility'),
      epsCents: cell('eps') === '' ? null : Math.round(num('eps') * 100),
      dividendCents: Math.round(num('dividend') * 100),
      tracks: cell('tracks') || null,
      isBenchmark: cell('benchmark') === 'yes',
    };
  });
  return { referenceDate, securities };
}

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`${what}: unknown value "${value}"`);
  return found;
}

const parsed = parseUniverse(readFileSync(projectPath('server/market/data/universe.csv'), 'utf8'));
const universe: readonly Security[] = Object.freeze(parsed.securities);

/** The session whose closes the data file's prices are: the price model's anchor. */
export const REFERENCE_DATE = parsed.referenceDate;
const bySymbol = new Map(universe.map((security) => [security.symbol, security]));

/** Every security, in data-file order. */
export function listSecurities(): readonly Security[] {
  return universe;
}

/** Case-insensitive lookup; undefined when the symbol is not in the universe. */
export function findSecurity(symbol: string): Security | undefined {
  return bySymbol.get(symbol.trim().toUpperCase());
}

/** Like findSecurity, but throws UnknownSymbolError (routes map it to 404). */
export function requireSecurity(symbol: string): Security {
  const security = findSecurity(symbol);
  if (!security) throw new UnknownSymbolError(symbol);
  return security;
}
