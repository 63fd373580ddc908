// One numbered list of trading days, shared by every symbol: the price model steps once per
// trading day from a fixed origin, so day i means the same session to every server instance.
import { isTradingDayNumber, nextTradingDayNumber } from './calendar';
import { type DayNumber, dayNumberOf, isoDateOf, yearOf } from './eastern-time';
import { REFERENCE_DATE } from './universe';

/** The first modelled session. Bars start here; five years back holds until 2023. */
const ORIGIN_DATE = '2018-01-02';
/** The session whose close is each security's base price (universe.csv's stated date). */
export const ANCHOR_DATE = REFERENCE_DATE;
/** Stops a far-future instant from making the model walk for centuries. */
const LAST_MODELLED_YEAR = 2100;

const originDay = dayNumberOf(ORIGIN_DATE);
const days: DayNumber[] = [originDay];
const indexByDay = new Map<DayNumber, number>([[originDay, 0]]);

function extendThrough(day: DayNumber): void {
  if (yearOf(day) > LAST_MODELLED_YEAR) {
    throw new RangeError(
      `market data is modelled up to ${LAST_MODELLED_YEAR}, not ${isoDateOf(day)}`,
    );
  }
  let last = days[days.length - 1] as DayNumber;
  while (last < day) {
    last = nextTradingDayNumber(last);
    indexByDay.set(last, days.length);
    days.push(last);
  }
}

/** The index of a trading day (0 = ORIGIN_DATE); undefined for closed days and days before it. */
export function tradingDayIndex(day: DayNumber): number | undefined {
  if (day < originDay) return undefined;
  extendThrough(day);
  return isTradingDayNumber(day) ? indexByDay.get(day) : undefined;
}

/** Like tradingDayIndex, but throws for a day the model does not cover. */
export function requireTradingDayIndex(day: DayNumber): number {
  const index = tradingDayIndex(day);
  if (index === undefined) {
    throw new RangeError(
      `${isoDateOf(day)} is not a modelled session (sessions start ${ORIGIN_DATE})`,
    );
  }
  return index;
}

export function tradingDayAt(index: number): DayNumber {
  const day = days[index];
  if (day === undefined) throw new RangeError(`trading day ${index} not reached yet`);
  return day;
}

export const ANCHOR_INDEX = requireTradingDayIndex(dayNumberOf(ANCHOR_DATE));
