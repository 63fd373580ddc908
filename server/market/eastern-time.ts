// Calendar dates and US Eastern wall-clock time without a time-zone library. The exchange runs on
// New York time (DESIGN.md "Market and broker"); we store UTC and convert here (DESIGN.md "Money,
// quantities, time"). The offset follows the US daylight-saving rule in force since 2007: EDT
// (UTC-4) from the second Sunday of March at 02:00 EST to the first Sunday of November at 02:00
// EDT, EST (UTC-5) otherwise. eastern-time.test.ts checks it against Intl's tz database.

/** A calendar date in New York, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Whole days since 1970-01-01: the fast form of a calendar date for loops and caches. */
export type DayNumber = number;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayNumberOf(date: IsoDate): DayNumber {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [, y, m, d] = match;
  const day = dayNumberFromParts(Number(y), Number(m), Number(d));
  if (isoDateOf(day) !== date) throw new RangeError(`no such date: ${date}`);
  return day;
}

export function isoDateOf(day: DayNumber): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Month is 1–12. */
export function dayNumberFromParts(year: number, month: number, day: number): DayNumber {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function yearOf(day: DayNumber): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** The nth (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): DayNumber {
  if (n > 0) {
    const first = dayNumberFromParts(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumberFromParts(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** UTC instants (ms) at which daylight time starts and ends in a year. */
function daylightWindow(year: number): [number, number] {
  const start = nthWeekday(year, 3, 0, 2) * MS_PER_DAY + 7 * 3_600_000; // 02:00 EST = 07:00 UTC
  const end = nthWeekday(year, 11, 0, 1) * MS_PER_DAY + 6 * 3_600_000; // 02:00 EDT = 06:00 UTC
  return [start, end];
}

const windows = new Map<number, [number, number]>();

/** Minutes to add to UTC to get New York wall-clock time: -240 (EDT) or -300 (EST). */
export function easternOffsetMinutes(instantMs: number): number {
  const year = new Date(instantMs).getUTCFullYear();
  let window = windows.get(year);
  if (!window) {
    window = daylightWindow(year);
    windows.set(year, window);
  }
  return instantMs >= window[0] && instantMs < window[1] ? -240 : -300;
}

/** The New York calendar date at an instant. */
export function easternDayOf(instantMs: number): DayNumber {
  return Math.floor((instantMs + easternOffsetMinutes(instantMs) * MS_PER_MINUTE) / MS_PER_DAY);
}

export function easternDateOf(at: Date): IsoDate {
  return isoDateOf(easternDayOf(at.getTime()));
}

/**
 * The UTC instant (ms) of a New York wall-clock time: `minutes` after local midnight of `day`.
 * Exchange times (09:30, 13:00, 16:00) never fall in the skipped or repeated hour at 01:00–03:00.
 */
export function easternWallClockToUtc(day: DayNumber, minutes: number): number {
  const asStandard = day * MS_PER_DAY + (minutes + 300) * MS_PER_MINUTE;
  return easternOffsetMinutes(asStandard) === -240 ? asStandard - 60 * MS_PER_MINUTE : asStandard;
}
