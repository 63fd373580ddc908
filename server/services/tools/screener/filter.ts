// The screener's rules as pure functions: criteria (src/contract/screener.ts,
// text fields) → numeric bounds → filter, sort and page over universe rows. No I/O: unit tested
// beside this file.
import {
  DEFAULT_SCREEN_RANGE,
  SCREEN_LIMIT_DEFAULT,
  type ScreenCriteria,
  type ScreenRange,
  type ScreenRow,
  type ScreenSort,
} from '@/contract/screener';
import type { UniverseRow } from '../../../market/screener';

/** A row's figures in the units the criteria speak (dollars, billions, percent). */
export interface Figures {
  symbol: string;
  sector: string;
  price: number;
  capBn: number;
  pe: number | null;
  yieldPct: number;
  changePct: number;
  week52Pct: number;
}

export interface AppliedCriteria {
  sectors: string[] | null;
  range: ScreenRange;
  sort: ScreenSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Defaults: the 1M range, largest market cap first, 25 rows from the first. */
function applied(criteria: ScreenCriteria): AppliedCriteria {
  const sectors = criteria.sectors
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    sectors: sectors && sectors.length > 0 ? sectors : null,
    range: criteria.range ?? DEFAULT_SCREEN_RANGE,
    sort: criteria.sort ?? 'market_cap',
    order: criteria.order ?? (criteria.sort === 'symbol' ? 'asc' : 'desc'),
    limit: criteria.limit === undefined ? SCREEN_LIMIT_DEFAULT : Number(criteria.limit),
    offset: criteria.offset === undefined ? 0 : Number(criteria.offset),
  };
}

function figuresOf(row: UniverseRow): Figures {
  const f = row.fundamentals;
  return {
    symbol: row.security.symbol,
    sector: row.security.sector,
    price: row.quote.priceUnits / 10_000,
    capBn: f.marketCapCents / 100 / 1e9,
    pe: f.peRatio,
    yieldPct: f.dividendYieldBasisPoints / 100,
    changePct: row.changeBasisPoints / 100,
    week52Pct: row.week52PositionBasisPoints / 100,
  };
}

const num = (value: string | number | undefined) =>
  value === undefined ? undefined : Number(value);

const within = (value: number | null, min?: number, max?: number) =>
  (min === undefined && max === undefined) ||
  (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

/** True when the row passes every bound; a security without a P/E fails any P/E bound. */
function passes(figures: Figures, criteria: ScreenCriteria, sectors: string[] | null) {
  const c = criteria;
  return (
    (!sectors || sectors.includes(figures.sector)) &&
    within(figures.price, num(c.min_price), num(c.max_price)) &&
    within(figures.capBn, num(c.min_cap_bn), num(c.max_cap_bn)) &&
    within(figures.pe, num(c.min_pe), num(c.max_pe)) &&
    within(figures.yieldPct, num(c.min_yield), num(c.max_yield)) &&
    within(figures.changePct, num(c.min_change), num(c.max_change)) &&
    within(figures.week52Pct, num(c.min_52w), num(c.max_52w))
  );
}

function sortValue(figures: Figures, sort: ScreenSort): number | string | null {
  switch (sort) {
    case 'symbol':
      return figures.symbol;
    case 'price':
      return figures.price;
    case 'market_cap':
      return figures.capBn;
    case 'pe_ratio':
      return figures.pe;
    case 'dividend_yield':
      return figures.yieldPct;
    case 'change':
      return figures.changePct;
    case 'week52_position':
      return figures.week52Pct;
  }
}

/** Rows without a value (no P/E) sort last in either direction; ties by symbol. */
function compareFigures(a: Figures, b: Figures, sort: ScreenSort, order: 'asc' | 'desc') {
  const x = sortValue(a, sort);
  const y = sortValue(b, sort);
  const sign = order === 'asc' ? 1 : -1;
  if (x === null || y === null) {
    if (x !== y) return x === null ? 1 : -1;
  } else if (x !== y) {
    return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
  }
  return a.symbol.localeCompare(b.symbol);
}

export function toScreenRow(row: UniverseRow): ScreenRow {
  const f = row.fundamentals;
  return {
    symbol: row.security.symbol,
    name: row.security.name,
    sector: row.security.sector,
    kind: row.security.kind,
    price_e4: row.quote.priceUnits,
    day_change_bp: row.quote.changeBasisPoints,
    change_bp: row.changeBasisPoints,
    market_cap_cents: f.marketCapCents,
    pe_ratio: f.peRatio,
    dividend_yield_bp: f.dividendYieldBasisPoints,
    week52_low_e4: f.week52LowUnits,
    week52_high_e4: f.week52HighUnits,
    week52_position_bp: row.week52PositionBasisPoints,
  };
}

/** Filter, sort and page: the page's rows and how many matched in all. */
export function screenRows(rows: readonly UniverseRow[], criteria: ScreenCriteria) {
  const a = applied(criteria);
  const matched = rows
    .map((row) => ({ row, figures: figuresOf(row) }))
    .filter(({ figures }) => passes(figures, criteria, a.sectors))
    .sort((x, y) => compareFigures(x.figures, y.figures, a.sort, a.order));
  return {
    applied: a,
    total: matched.length,
    rows: matched.slice(a.offset, a.offset + a.limit).map(({ row }) => toScreenRow(row)),
  };
}
