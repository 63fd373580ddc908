// Screener figures for one security at an instant (spec §1 "company screener", §2 "upcoming
// earnings"): market cap, P/E, dividend yield, 52-week range, average volume, next earnings.
// Money in integer cents and prices in $0.0001 (DESIGN.md "Money, quantities, time").
import { yearStartIndex } from './bars';
import { dayBar } from './daily-bar';
import { type IsoDate, easternDayOf, isoDateOf } from './eastern-time';
import { type EarningsTiming, nextReport } from './earnings';
import { quoteFromBar, sessionPointAt } from './model-quote';
import {
  type PriceUnits,
  PRICE_UNITS_PER_DOLLAR,
  basisPoints,
  priceUnitsFromLog,
} from './price-units';
import type { PriceModel } from './price-model';

export interface Fundamentals {
  symbol: string;
  priceUnits: PriceUnits;
  /** Price × shares outstanding, integer cents. */
  marketCapCents: number;
  sharesOutstanding: number;
  /** Price over trailing EPS, one decimal (spec §5 ratios); null when earnings are not positive. */
  peRatio: number | null;
  epsCents: number | null;
  dividendCents: number;
  /** Annual dividend over price, in basis points (spec §5 percentages: two decimals). */
  dividendYieldBasisPoints: number;
  /** Highest close over 52 weeks of completed sessions, or the current price if higher: the
   *  1Y chart draws closes, so its peak and trough are the range shown beside it. */
  week52HighUnits: PriceUnits;
  week52LowUnits: PriceUnits;
  /** Mean shares traded per session over the last 30 completed sessions. */
  averageVolume: number;
  nextEarnings: { date: IsoDate; timing: EarningsTiming } | null;
}

const AVERAGE_VOLUME_SESSIONS = 30;

/** Completed-session statistics change once a day: cached per (symbol, session). */
interface SessionStats {
  firstIndex: number;
  index: number;
  high: PriceUnits;
  low: PriceUnits;
  averageVolume: number;
}

const statsCache = new WeakMap<PriceModel, Map<string, SessionStats>>();

export function fundamentalsAt(model: PriceModel, symbol: string, atMs: number): Fundamentals {
  const point = sessionPointAt(atMs);
  const quote = quoteFromBar(model, dayBar(model, symbol, point.index), point);
  const params = model.params(symbol);
  const { security } = params;
  // The 1Y chart's sessions: today's (partial while open) is the price itself.
  const stats = completedStats(
    model,
    quote.symbol,
    yearStartIndex(point.index),
    point.open ? point.index - 1 : point.index,
  );
  const price = quote.price;
  const dollars = price / PRICE_UNITS_PER_DOLLAR;
  // From today's New York date, as upcomingEarnings counts (simulator.ts).
  const report = nextReport(params, model.seedHash, easternDayOf(atMs));
  return {
    symbol: quote.symbol,
    priceUnits: price,
    marketCapCents: Math.round((price / 100) * security.sharesOutstanding),
    sharesOutstanding: security.sharesOutstanding,
    peRatio:
      security.epsCents !== null && security.epsCents > 0
        ? Math.round((dollars * 1000) / security.epsCents) / 10
        : null,
    epsCents: security.epsCents,
    dividendCents: security.dividendCents,
    dividendYieldBasisPoints: basisPoints(security.dividendCents, price / 100),
    week52HighUnits: Math.max(stats.high, price),
    week52LowUnits: Math.min(stats.low, price),
    averageVolume: stats.averageVolume,
    nextEarnings: report && { date: isoDateOf(report.day), timing: report.timing },
  };
}

/** High and low close over sessions `firstIndex` … `lastIndex`, and the average volume of the
 *  last AVERAGE_VOLUME_SESSIONS of them. */
function completedStats(
  model: PriceModel,
  symbol: string,
  firstIndex: number,
  lastIndex: number,
): SessionStats {
  let perSymbol = statsCache.get(model);
  if (!perSymbol) {
    perSymbol = new Map();
    statsCache.set(model, perSymbol);
  }
  const cached = perSymbol.get(symbol);
  if (cached && cached.index === lastIndex && cached.firstIndex === firstIndex) return cached;

  let high = 0;
  let low = Number.MAX_SAFE_INTEGER;
  let volumeSum = 0;
  let volumeCount = 0;
  for (let index = lastIndex; index >= Math.max(firstIndex, 0); index--) {
    const bar = dayBar(model, symbol, index);
    const close = priceUnitsFromLog(bar.closeLog);
    high = Math.max(high, close);
    low = Math.min(low, close);
    if (volumeCount < AVERAGE_VOLUME_SESSIONS) {
      volumeSum += bar.volume;
      volumeCount++;
    }
  }
  const stats = {
    firstIndex,
    index: lastIndex,
    high,
    low,
    averageVolume: volumeCount === 0 ? 0 : Math.round(volumeSum / volumeCount),
  };
  perSymbol.set(symbol, stats);
  return stats;
}
