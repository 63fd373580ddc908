// Prices a newcomer can believe (price-model.ts): for every security, a year of simulated closes
// stays within a plausible band of its reference price (universe.csv's close on the stated date),
// moves with the security's own volatility, and the 52-week range shown is the range of the closes
// the 1Y chart draws. Two seeds (the default and another), three years' ends.
import { describe, expect, it } from 'vitest';
import { SimulatedQuoteProvider } from './simulator';
import { listSecurities } from './universe';

const SEEDS = ['stockroom', 'demo'];
/** Two evenings after a session's close and a noon with the session open (the last bar partial). */
const YEAR_ENDS = [
  new Date('2026-11-27T23:00:00Z'),
  new Date('2027-03-10T17:00:00Z'),
  new Date('2027-08-20T23:00:00Z'),
];

/** The furthest a year's closes may stray from the reference: 2.5× either way for the most
 *  volatile names (as far as such names really move in a year or two), 1.7× for the steady ones. */
const bandFor = (volatility: number) => (volatility <= 0.3 ? 1.7 : 2.5);

const annualVolatility = (closes: number[]) => {
  const returns = closes.slice(1).map((close, i) => Math.log(close / closes[i]!));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * 252);
};

describe.each(SEEDS)('prices with seed %s', (seed) => {
  const provider = new SimulatedQuoteProvider(seed);

  it.each(YEAR_ENDS)('keep a year of closes near the reference, to %s', async (end) => {
    const strays: string[] = [];
    const calm: string[] = [];
    const ranges: string[] = [];
    for (const security of listSecurities()) {
      const closes = (await provider.getBars(security.symbol, '1Y', end)).map(
        (bar) => bar.closeUnits,
      );
      expect(closes.length, security.symbol).toBeGreaterThan(240);
      const band = bandFor(security.volatility);
      const [low, high] = [Math.min(...closes), Math.max(...closes)];
      if (low < security.basePrice / band || high > security.basePrice * band)
        strays.push(`${security.symbol} ${low}–${high} around ${security.basePrice}`);

      // Earnings sessions add to a stock's year; the walk's pull to the reference takes a little.
      const ratio = annualVolatility(closes) / security.volatility;
      if (ratio < 0.8 || ratio > 1.4) calm.push(`${security.symbol} ${ratio.toFixed(2)}`);

      const shown = await provider.getFundamentals(security.symbol, end);
      const price = closes.at(-1)!;
      if (
        shown.week52HighUnits !== Math.max(high, price) ||
        shown.week52LowUnits !== Math.min(low, price)
      )
        ranges.push(`${security.symbol} ${shown.week52LowUnits}–${shown.week52HighUnits}`);
    }
    expect(strays).toEqual([]);
    expect(calm).toEqual([]);
    expect(ranges).toEqual([]);
  });
});
