// The screener's rules: bounds, sorts with missing values last, paging, and
// the 52-week position and range-change arithmetic of server/market/screener.ts.
import { describe, expect, it } from 'vitest';
import type { Bar } from '../../../market';
import type { Fundamentals } from '../../../market/fundamentals';
import {
  barsChangeBasisPoints,
  type UniverseRow,
  week52PositionBasisPoints,
} from '../../../market/screener';
import type { Quote } from '../../../market/quote-provider';
import { screenRows } from './filter';

function row(
  symbol: string,
  sector: string,
  dollars: number,
  extra: { capBn?: number; pe?: number | null; yieldBp?: number; changeBp?: number; w52?: number },
): UniverseRow {
  const price = dollars * 10_000;
  return {
    security: {
      symbol,
      name: symbol,
      exchange: 'NYSE',
      kind: 'stock',
      sector,
    } as UniverseRow['security'],
    quote: { symbol, priceUnits: price, changeBasisPoints: 0 } as Quote,
    fundamentals: {
      symbol,
      marketCapCents: (extra.capBn ?? 1) * 1e9 * 100,
      peRatio: extra.pe === undefined ? 15 : extra.pe,
      dividendYieldBasisPoints: extra.yieldBp ?? 0,
      week52LowUnits: price,
      week52HighUnits: price,
    } as Fundamentals,
    changeBasisPoints: extra.changeBp ?? 0,
    week52PositionBasisPoints: extra.w52 ?? 5_000,
  };
}

const ROWS = [
  row('AAA', 'Energy', 40, { capBn: 50, pe: 12, yieldBp: 350, changeBp: -500, w52: 1_000 }),
  row('BBB', 'Energy', 120, { capBn: 5, pe: null, yieldBp: 0, changeBp: 800, w52: 9_500 }),
  row('CCC', 'Utilities', 60, { capBn: 20, pe: 22, yieldBp: 410, changeBp: 100, w52: 6_000 }),
  row('DDD', 'Information Technology', 45, {
    capBn: 900,
    pe: 35,
    yieldBp: 50,
    changeBp: -1_200,
    w52: 300,
  }),
];
const symbols = (result: ReturnType<typeof screenRows>) => result.rows.map((r) => r.symbol);

describe('screenRows', () => {
  it('keeps rows within every bound; a missing P/E fails any P/E bound', () => {
    expect(symbols(screenRows(ROWS, { max_pe: '30' }))).toEqual(['AAA', 'CCC']);
    expect(symbols(screenRows(ROWS, { sectors: 'Energy', min_yield: '3' }))).toEqual(['AAA']);
    expect(symbols(screenRows(ROWS, { max_price: '50', max_change: '0' }))).toEqual(['DDD', 'AAA']);
    expect(symbols(screenRows(ROWS, { min_cap_bn: '10', max_cap_bn: '100' }))).toEqual([
      'AAA',
      'CCC',
    ]);
    expect(symbols(screenRows(ROWS, { min_52w: '90' }))).toEqual(['BBB']);
  });

  it('sorts either way, rows without a value last in both', () => {
    expect(symbols(screenRows(ROWS, { sort: 'pe_ratio', order: 'asc' }))).toEqual([
      'AAA',
      'CCC',
      'DDD',
      'BBB',
    ]);
    expect(symbols(screenRows(ROWS, { sort: 'pe_ratio', order: 'desc' }))).toEqual([
      'DDD',
      'CCC',
      'AAA',
      'BBB',
    ]);
    expect(symbols(screenRows(ROWS, { sort: 'change' }))).toEqual(['BBB', 'CCC', 'AAA', 'DDD']);
    expect(symbols(screenRows(ROWS, { sort: 'symbol' }))).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });

  it('pages after sorting and counts every match', () => {
    const page = screenRows(ROWS, { sort: 'symbol', limit: '2', offset: '1' });
    expect(symbols(page)).toEqual(['BBB', 'CCC']);
    expect(page.total).toBe(4);
  });
});

describe('52-week position', () => {
  it('is the share of the way from the low to the high', () => {
    // low $80, high $120, price $110: (110 − 80) / (120 − 80) = 0.75 → 7 500 bp
    expect(week52PositionBasisPoints(110, 80, 120)).toBe(7_500);
    expect(week52PositionBasisPoints(80, 80, 120)).toBe(0);
    expect(week52PositionBasisPoints(120, 80, 120)).toBe(10_000);
  });
  it('clamps outside the range and counts a flat year as at its high', () => {
    expect(week52PositionBasisPoints(70, 80, 120)).toBe(0);
    expect(week52PositionBasisPoints(130, 80, 120)).toBe(10_000);
    expect(week52PositionBasisPoints(100, 100, 100)).toBe(10_000);
  });
});

describe('change over a range', () => {
  const bar = (open: number, close: number): Bar => ({
    start: '2026-01-02T14:30:00.000Z',
    openUnits: open,
    highUnits: Math.max(open, close),
    lowUnits: Math.min(open, close),
    closeUnits: close,
    volume: 1,
  });
  it("runs from the first bar's open to the last bar's close, as the chart draws it", () => {
    // open $100.00, close $112.50: +12.5 % → 1 250 bp
    expect(barsChangeBasisPoints([bar(1_000_000, 1_050_000), bar(1_050_000, 1_125_000)])).toBe(
      1_250,
    );
    expect(barsChangeBasisPoints([])).toBe(0);
  });
});
