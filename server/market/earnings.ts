// Quarterly earnings dates, by rule: each company reports on its own day of the reporting season
// (18 to 57 days after a calendar quarter ends, give or take three days from one quarter to the
// next), moved to the next trading day, always before the open or always after the close. The
// screens "upcoming earnings" and the security page (spec §2) read it; the price model makes the
// reaction session move more and trade heavier.
import { nextTradingDayNumber, isTradingDayNumber } from './calendar';
import { type DayNumber, dayNumberFromParts, yearOf } from './eastern-time';
import { type ModelParams, STREAM } from './model-params';
import { uniform } from './random';

export type EarningsTiming = 'before-open' | 'after-close';

export interface EarningsReport {
  day: DayNumber;
  timing: EarningsTiming;
  /** The first session that trades on the news. */
  reactionDay: DayNumber;
}

function earningsTiming(params: ModelParams, seed: number): EarningsTiming {
  return uniform(seed, params.symbolHash, 1, STREAM.earnings) < 0.55
    ? 'after-close'
    : 'before-open';
}

/** The report for the quarter ending in month 3·(quarter+1) of `year` (quarter 0–3). */
function report(params: ModelParams, seed: number, year: number, quarter: number): EarningsReport {
  const quarterEnd = dayNumberFromParts(year, 3 * (quarter + 1) + 1, 1) - 1;
  const usualDelay = 18 + Math.floor(40 * uniform(seed, params.symbolHash, 0, STREAM.earnings));
  const jitter =
    Math.floor(7 * uniform(seed, params.symbolHash, year * 4 + quarter, STREAM.earnings)) - 3;
  let day = quarterEnd + usualDelay + jitter;
  if (!isTradingDayNumber(day)) day = nextTradingDayNumber(day);
  const timing = earningsTiming(params, seed);
  return { day, timing, reactionDay: timing === 'before-open' ? day : nextTradingDayNumber(day) };
}

/** The four reports published in a calendar year (last year's Q4 first); none for funds. */
export function reportsInYear(params: ModelParams, seed: number, year: number): EarningsReport[] {
  if (params.security.kind !== 'stock') return [];
  return [
    report(params, seed, year - 1, 3),
    report(params, seed, year, 0),
    report(params, seed, year, 1),
    report(params, seed, year, 2),
  ];
}

/** The first report on or after `day`; null for funds. */
export function nextReport(
  params: ModelParams,
  seed: number,
  day: DayNumber,
): EarningsReport | null {
  if (params.security.kind !== 'stock') return null;
  const year = yearOf(day);
  for (const candidate of [
    ...reportsInYear(params, seed, year),
    ...reportsInYear(params, seed, year + 1),
  ]) {
    if (candidate.day >= day) return candidate;
  }
  return null;
}
