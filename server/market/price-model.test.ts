// Properties of the seeded model (DESIGN.md "Market and broker"), at frozen instants.
import { describe, expect, it } from 'vitest';
import { dayBar } from './daily-bar';
import { dayNumberOf } from './eastern-time';
import { PriceModel } from './price-model';
import { SimulatedQuoteProvider } from './simulator';
import { ANCHOR_DATE, requireTradingDayIndex } from './trading-days';
import { listSecurities, requireSecurity } from './universe';

const FRIDAY_1PM = new Date('2026-11-20T18:00:00Z'); // 13:00 New York, session open
const FRIDAY_EVENING = new Date('2026-11-20T23:00:00Z');

const logReturns = (closes: number[]) =>
  closes.slice(1).map((close, i) => Math.log(close / (closes[i] as number)));
const correlation = (a: number[], b: number[]) => {
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [cov, va, vb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i] as number;
    cov += (x - ma) * (y - mb);
    va += (x - ma) ** 2;
    vb += (y - mb) ** 2;
  });
  return cov / Math.sqrt(va * vb);
};

describe('the price model', () => {
  it('gives the same price for the same seed, symbol and instant, in any order', async () => {
    const one = new SimulatedQuoteProvider('seed-a');
    const two = new SimulatedQuoteProvider('seed-a');
    // Warm `two` on another day first: caches must not change answers.
    await two.getQuotes(['MSFT', 'AAPL'], new Date('2026-03-02T15:00:00Z'));
    for (const instant of [FRIDAY_1PM, FRIDAY_EVENING, new Date('2024-06-12T16:41:00Z')]) {
      expect(await one.getQuote('AAPL', instant)).toEqual(await two.getQuote('AAPL', instant));
    }
  });

  it('differs between seeds and between symbols', async () => {
    const a = await new SimulatedQuoteProvider('seed-a').getQuote('AAPL', FRIDAY_1PM);
    const b = await new SimulatedQuoteProvider('seed-b').getQuote('AAPL', FRIDAY_1PM);
    expect(a.priceUnits).not.toBe(b.priceUnits);
    // GOOG and GOOGL share a sector and nearly a base price, but not a path.
    const provider = new SimulatedQuoteProvider('seed-a');
    const [goog, googl] = await provider.getQuotes(['GOOG', 'GOOGL'], FRIDAY_1PM);
    expect(goog?.changeBasisPoints).not.toBe(googl?.changeBasisPoints);
  });

  it('closes exactly at the base price on the anchor session', () => {
    const model = new PriceModel('any seed');
    const index = requireTradingDayIndex(dayNumberOf(ANCHOR_DATE));
    for (const symbol of ['AAPL', 'SPY', 'NVR', 'LCID']) {
      const close = Math.round(Math.exp(model.closeLog(symbol, index)) * 10_000);
      expect(close).toBe(requireSecurity(symbol).basePrice);
    }
  });

  it('keeps every price positive and every daily bar consistent over five years', () => {
    const model = new PriceModel('stockroom');
    const last = requireTradingDayIndex(dayNumberOf('2026-11-20'));
    const first = requireTradingDayIndex(dayNumberOf('2021-11-22'));
    const broken: string[] = [];
    for (const { symbol } of listSecurities()) {
      for (let index = first; index <= last; index++) {
        const bar = dayBar(model, symbol, index);
        const ok =
          bar.lowLog > Math.log(0.0001) &&
          bar.lowLog < Math.min(bar.openLog, bar.closeLog) &&
          bar.highLog > Math.max(bar.openLog, bar.closeLog) &&
          bar.volume > 0;
        if (!ok) broken.push(`${symbol} #${index}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('serves five years of daily history, in whole-unit bars', async () => {
    const provider = new SimulatedQuoteProvider('stockroom');
    const weeks = await provider.getBars('AAPL', '5Y', FRIDAY_EVENING);
    expect(weeks.length).toBeGreaterThanOrEqual(260);
    expect(weeks[0]?.start.slice(0, 10)).toBe('2021-11-22'); // the first session after 20 Nov 2021
    for (const bar of weeks) {
      expect(bar.lowUnits).toBeLessThanOrEqual(Math.min(bar.openUnits, bar.closeUnits));
      expect(bar.highUnits).toBeGreaterThanOrEqual(Math.max(bar.openUnits, bar.closeUnits));
      expect(Number.isSafeInteger(bar.closeUnits)).toBe(true);
    }
    const year = await provider.getBars('AAPL', '1Y', FRIDAY_EVENING);
    expect(year.length).toBe(251); // sessions from 21 Nov 2025 to 20 Nov 2026
  });

  it('moves stocks of one sector together more than stocks of different sectors', async () => {
    const provider = new SimulatedQuoteProvider('stockroom');
    const returns = async (symbol: string) =>
      logReturns(
        (await provider.getBars(symbol, '5Y', FRIDAY_EVENING)).map((bar) => bar.closeUnits),
      );
    const [xom, cvx, msft, spy, voo] = await Promise.all(
      ['XOM', 'CVX', 'MSFT', 'SPY', 'VOO'].map(returns),
    );
    const sameSector = correlation(xom as number[], cvx as number[]);
    const otherSector = correlation(xom as number[], msft as number[]);
    expect(sameSector).toBeGreaterThan(0.3);
    expect(sameSector).toBeGreaterThan(otherSector + 0.1);
    expect(correlation(spy as number[], voo as number[])).toBeGreaterThan(0.85);
  });

  it('has roughly the volatility of the data file', async () => {
    const provider = new SimulatedQuoteProvider('stockroom');
    for (const symbol of ['SPY', 'KO', 'TSLA']) {
      const bars = await provider.getBars(symbol, '1Y', FRIDAY_EVENING);
      const daily = logReturns(bars.map((bar) => bar.closeUnits));
      const mean = daily.reduce((sum, r) => sum + r, 0) / daily.length;
      const variance = daily.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (daily.length - 1);
      const annual = Math.sqrt(variance * 252);
      const expected = requireSecurity(symbol).volatility;
      expect(annual, symbol).toBeGreaterThan(expected * 0.7);
      expect(annual, symbol).toBeLessThan(expected * 1.6); // earnings sessions add to a stock's
    }
  });

  it('trades a realistic share of the outstanding shares', () => {
    const model = new PriceModel('stockroom');
    const index = requireTradingDayIndex(dayNumberOf('2026-11-18'));
    const turnover = (symbol: string) => {
      let total = 0;
      for (let i = index - 59; i <= index; i++) total += dayBar(model, symbol, i).volume;
      return total / 60 / requireSecurity(symbol).sharesOutstanding;
    };
    // Large US stocks turn over roughly 0.2 %–3 % a day; index funds several percent.
    for (const symbol of ['AAPL', 'KO', 'JPM', 'NVDA']) {
      expect(turnover(symbol), symbol).toBeGreaterThan(0.001);
      expect(turnover(symbol), symbol).toBeLessThan(0.03);
    }
    expect(turnover('SPY')).toBeGreaterThan(0.02);
    expect(turnover('SPY')).toBeLessThan(0.15);
  });
});
