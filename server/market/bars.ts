// Chart bars from the model: minute and five-minute bars from the intraday ticks, daily bars from
// the sessions, weekly bars from the days. Nothing after `at` is ever returned: the session in
// progress ends in a partial bar whose close is the current quote.
import { type DayBar, dayBar } from './daily-bar';
import { type DayNumber, dayNumberFromParts, weekdayOf, yearOf } from './eastern-time';
import { minuteLog, volumeShareBy } from './intraday';
import { type SessionPoint, sessionPointAt } from './model-quote';
import { type PriceUnits, priceUnitsFromLog } from './price-units';
import type { PriceModel } from './price-model';
import { tradingDayAt, tradingDayIndex } from './trading-days';

export interface Bar {
  /** The bar's first instant, ISO 8601 UTC (a daily or weekly bar starts at a session's open). */
  start: string;
  openUnits: PriceUnits;
  highUnits: PriceUnits;
  lowUnits: PriceUnits;
  closeUnits: PriceUnits;
  volume: number;
}

/** Chart ranges of the security page; the interval each one uses is in RANGE_INTERVALS. */
export const CHART_RANGES = ['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y', '5Y'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const RANGE_INTERVALS: Record<ChartRange, '1m' | '5m' | '1d' | '1w'> = {
  '1D': '1m',
  '1W': '5m',
  '1M': '1d',
  '3M': '1d',
  '6M': '1d',
  YTD: '1d',
  '1Y': '1d',
  '5Y': '1w',
};

const MS_PER_MINUTE = 60_000;
const RANGE_MONTHS: Partial<Record<ChartRange, number>> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
  '5Y': 60,
};

export function barsForRange(
  model: PriceModel,
  symbol: string,
  range: ChartRange,
  atMs: number,
): Bar[] {
  if (!(CHART_RANGES as readonly string[]).includes(range)) {
    throw new RangeError(`unknown chart range: ${String(range)}`);
  }
  const point = sessionPointAt(atMs);
  if (range === '1D') return intradayBars(model, symbol, point.index, 1, point);
  if (range === '1W') {
    const first = Math.max(0, point.index - 4);
    const bars: Bar[] = [];
    for (let index = first; index <= point.index; index++) {
      bars.push(...intradayBars(model, symbol, index, 5, point));
    }
    return bars;
  }
  const today = tradingDayAt(point.index);
  const from =
    range === 'YTD'
      ? dayNumberFromParts(yearOf(today), 1, 1) - 1
      : monthsBefore(today, RANGE_MONTHS[range] as number);
  const daily = dailyBars(model, symbol, firstIndexAfter(from), point);
  return range === '5Y' ? weekly(daily) : daily;
}

/** Daily bars of sessions `fromIndex` … the session at `point` (partial when it is open). */
function dailyBars(
  model: PriceModel,
  symbol: string,
  fromIndex: number,
  point: SessionPoint,
): Bar[] {
  const bars: Bar[] = [];
  for (let index = fromIndex; index <= point.index; index++) {
    const bar = dayBar(model, symbol, index);
    const live = index === point.index && point.open;
    bars.push(live ? partialDay(model, bar, point.minute) : fullDay(bar));
  }
  return bars;
}

/** Bars of `step` minutes over one session, up to `point` when that session is the open one. */
function intradayBars(
  model: PriceModel,
  symbol: string,
  index: number,
  step: number,
  point: SessionPoint,
): Bar[] {
  const bar = dayBar(model, symbol, index);
  const { minutes, openMs } = bar.session;
  const lastMinute = index === point.index && point.open ? point.minute : minutes;
  const ticks = minuteTicks(model, bar, lastMinute);
  const bars: Bar[] = [];
  for (let start = 0; start <= lastMinute && start < minutes; start += step) {
    const end = Math.min(start + step, minutes, lastMinute);
    const slice = ticks.slice(start, end + 1);
    bars.push({
      start: new Date(openMs + start * MS_PER_MINUTE).toISOString(),
      openUnits: slice[0] as PriceUnits,
      highUnits: Math.max(...slice),
      lowUnits: Math.min(...slice),
      closeUnits: slice[slice.length - 1] as PriceUnits,
      volume: volumeBetween(bar, start, end),
    });
  }
  return bars;
}

function minuteTicks(model: PriceModel, bar: DayBar, lastMinute: number): PriceUnits[] {
  const ticks: PriceUnits[] = [];
  for (let minute = 0; minute <= lastMinute; minute++) {
    ticks.push(priceUnitsFromLog(minuteLog(bar, model.seedHash, minute)));
  }
  return ticks;
}

function volumeBetween(bar: DayBar, from: number, to: number): number {
  const { minutes } = bar.session;
  const share = volumeShareBy(to, minutes) - volumeShareBy(from, minutes);
  return Math.round((bar.volume * share) / 100) * 100;
}

function fullDay(bar: DayBar): Bar {
  return {
    start: new Date(bar.session.openMs).toISOString(),
    openUnits: priceUnitsFromLog(bar.openLog),
    highUnits: priceUnitsFromLog(bar.highLog),
    lowUnits: priceUnitsFromLog(bar.lowLog),
    closeUnits: priceUnitsFromLog(bar.closeLog),
    volume: bar.volume,
  };
}

function partialDay(model: PriceModel, bar: DayBar, minute: number): Bar {
  const ticks = minuteTicks(model, bar, minute);
  return {
    start: new Date(bar.session.openMs).toISOString(),
    openUnits: ticks[0] as PriceUnits,
    highUnits: Math.max(...ticks),
    lowUnits: Math.min(...ticks),
    closeUnits: ticks[ticks.length - 1] as PriceUnits,
    volume: volumeBetween(bar, 0, minute),
  };
}

/** Monday-to-Friday weeks; a week's bar starts at its first session's open. */
function weekly(daily: Bar[]): Bar[] {
  const weeks: Bar[] = [];
  let currentWeek: number | null = null;
  for (const day of daily) {
    const dayNumber = Math.floor(Date.parse(day.start) / 86_400_000);
    const week = dayNumber - ((weekdayOf(dayNumber) + 6) % 7);
    const last = weeks[weeks.length - 1];
    if (last && week === currentWeek) {
      last.highUnits = Math.max(last.highUnits, day.highUnits);
      last.lowUnits = Math.min(last.lowUnits, day.lowUnits);
      last.closeUnits = day.closeUnits;
      last.volume += day.volume;
    } else {
      weeks.push({ ...day });
      currentWeek = week;
    }
  }
  return weeks;
}

function monthsBefore(day: DayNumber, months: number): DayNumber {
  const date = new Date(day * 86_400_000);
  return dayNumberFromParts(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1 - months,
    date.getUTCDate(),
  );
}

/** The first session of the 1Y chart that ends on session `index` (fundamentals' 52 weeks). */
export function yearStartIndex(index: number): number {
  return firstIndexAfter(monthsBefore(tradingDayAt(index), RANGE_MONTHS['1Y'] as number));
}

/** The first modelled session after `day` (the origin when `day` is earlier). */
function firstIndexAfter(day: DayNumber): number {
  for (let next = day + 1; next < day + 15; next++) {
    const index = tradingDayIndex(next);
    if (index !== undefined) return index;
  }
  return 0;
}
