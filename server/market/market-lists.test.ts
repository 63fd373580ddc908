// The list screens of spec §2 (trending stocks, upcoming earnings), the screener of spec §1 and
// the fundamentals behind them, at a frozen instant.
import { describe, expect, it } from 'vitest';
import { isTradingDay } from './calendar';
import { screenSecurities, sectorGroups } from './screener';
import { SimulatedQuoteProvider } from './simulator';
import { trendingStocks } from './trending';
import { listSecurities, requireSecurity } from './universe';

const FRIDAY_1PM = new Date('2026-11-20T18:00:00Z');
const provider = new SimulatedQuoteProvider('stockroom', () => FRIDAY_1PM);

describe('trending stocks', () => {
  it('lists 20 stocks by |move| × volume, largest first', async () => {
    const rows = await trendingStocks(provider);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.security.kind).toBe('stock');
      expect(row.score).toBe(Math.abs(row.quote.changeBasisPoints) * row.quote.volume);
    }
    for (let i = 1; i < rows.length; i++) {
      expect((rows[i - 1] as (typeof rows)[number]).score).toBeGreaterThanOrEqual(
        (rows[i] as (typeof rows)[number]).score,
      );
    }
    // Nothing left out scores higher than the last row.
    const all = await trendingStocks(provider, FRIDAY_1PM, 1_000);
    expect(all[20]?.score ?? 0).toBeLessThanOrEqual(rows[19]?.score ?? 0);
  });
});

describe('upcoming earnings', () => {
  it('lists stocks reporting on trading days in the next 14 days, soonest first', async () => {
    const events = await provider.upcomingEarnings();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.date >= '2026-11-20' && event.date <= '2026-12-04', event.date).toBe(true);
      expect(isTradingDay(event.date)).toBe(true);
      expect(requireSecurity(event.symbol).kind).toBe('stock');
    }
    const dates = events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('narrows with a shorter window and finds each stock about every quarter', async () => {
    const today = await provider.upcomingEarnings(FRIDAY_1PM, 0);
    expect(today.every((event) => event.date === '2026-11-20')).toBe(true);
    // Reports are at most 92 + 6 (jitter) + 4 (holiday shift) days apart: 110 days hold them all.
    const quarter = await provider.upcomingEarnings(FRIDAY_1PM, 110);
    const reporting = new Set(quarter.map((event) => event.symbol));
    const stocks = listSecurities().filter((security) => security.kind === 'stock');
    expect(reporting.size).toBe(stocks.length);
  });
});

describe('fundamentals', () => {
  it('derives market cap, P/E and yield from the price', async () => {
    const f = await provider.getFundamentals('KO');
    const ko = requireSecurity('KO');
    // market cap in cents = price in $0.0001 / 100 × shares
    expect(f.marketCapCents).toBe(Math.round((f.priceUnits / 100) * ko.sharesOutstanding));
    // P/E = price / EPS, one decimal; EPS 2.46 in the data file
    expect(f.peRatio).toBe(Math.round(f.priceUnits / 10 / 246) / 10);
    // yield = 1.94 / price, in basis points
    expect(f.dividendYieldBasisPoints).toBe(Math.round((194 * 10_000) / (f.priceUnits / 100)));
    expect(f.week52HighUnits).toBeGreaterThanOrEqual(f.priceUnits);
    expect(f.week52LowUnits).toBeLessThanOrEqual(f.priceUnits);
    expect(f.averageVolume).toBeGreaterThan(0);
    expect(f.nextEarnings?.date && isTradingDay(f.nextEarnings.date)).toBe(true);
    expect(f.nextEarnings?.date && f.nextEarnings.date >= '2026-11-20').toBe(true);
  });

  it('has no P/E for losses and no earnings dates for funds', async () => {
    expect((await provider.getFundamentals('INTC')).peRatio).toBeNull();
    const spy = await provider.getFundamentals('SPY');
    expect(spy).toMatchObject({ peRatio: null, epsCents: null, nextEarnings: null });
    expect(spy.dividendYieldBasisPoints).toBeGreaterThan(0);
  });
});

describe('screener and sectors', () => {
  it('filters by sector and yield and sorts by the chosen key', async () => {
    const rows = await screenSecurities(provider, {
      sectors: ['Utilities'],
      minDividendYieldBasisPoints: 300,
      sortBy: 'dividendYield',
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.security.sector).toBe('Utilities');
      expect(row.fundamentals.dividendYieldBasisPoints).toBeGreaterThanOrEqual(300);
    }
    const yields = rows.map((row) => row.fundamentals.dividendYieldBasisPoints);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
  });

  it('leaves out securities without a P/E when P/E is bounded, and honours the limit', async () => {
    const rows = await screenSecurities(provider, {
      maxPeRatio: 15,
      sortBy: 'peRatio',
      descending: false,
      limit: 10,
    });
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.fundamentals.peRatio).not.toBeNull();
    expect(rows[0]?.fundamentals.peRatio).toBeLessThanOrEqual(rows[9]?.fundamentals.peRatio ?? 0);
  });

  it('groups every security under its sector', () => {
    const groups = sectorGroups();
    expect(groups).toHaveLength(12);
    expect(groups.reduce((sum, group) => sum + group.securities.length, 0)).toBe(
      listSecurities().length,
    );
    const energy = groups.find((group) => group.sector === 'Energy');
    expect(energy?.securities[0]?.symbol).toBe('XOM'); // the largest by market cap
  });
});
