// NYSE holidays and early closes, computed by rule for any year (NYSE Rule 7.2 and the exchange's
// published calendars), so the calendar needs no yearly table (DESIGN.md "Market and broker").
//
// Observance: a holiday on a Sunday is kept the Monday after; one on a Saturday the Friday before,
// except New Year's Day, because that Friday ends a yearly accounting period (1 Jan 2022 was a
// Saturday and the market was open on 31 Dec 2021). Early closes at 13:00: the day after
// Thanksgiving, and 3 July and 24 December when they are weekdays and not themselves a holiday.
import {
  type DayNumber,
  dayNumberFromParts,
  dayNumberOf,
  isoDateOf,
  nthWeekday,
  weekdayOf,
} from './eastern-time';

export interface YearCalendar {
  /** Closed weekdays, with the holiday's name. */
  holidays: Map<DayNumber, string>;
  /** Sessions that close at 13:00 New York time. */
  earlyCloses: Set<DayNumber>;
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * One-off closures no rule predicts: national days of mourning for former presidents
 * (George H. W. Bush, Jimmy Carter). Add new ones here as the exchange announces them.
 */
const SPECIAL_CLOSURES: ReadonlyArray<[string, string]> = [
  ['2018-12-05', 'National Day of Mourning'],
  ['2025-01-09', 'National Day of Mourning'],
];

/** Gregorian Easter Sunday (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberFromParts(year, month, day);
}

/** Moves a fixed-date holiday off the weekend. */
function observed(day: DayNumber, saturdayToFriday = true): DayNumber | null {
  const weekday = weekdayOf(day);
  if (weekday === 0) return day + 1;
  if (weekday === 6) return saturdayToFriday ? day - 1 : null;
  return day;
}

function computeYear(year: number): YearCalendar {
  const holidays = new Map<DayNumber, string>();
  const add = (day: DayNumber | null, name: string) => {
    if (day !== null) holidays.set(day, name);
  };
  add(observed(dayNumberFromParts(year, 1, 1), false), "New Year's Day");
  if (year >= 1998) add(nthWeekday(year, 1, MONDAY, 3), 'Martin Luther King Jr. Day');
  add(nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday");
  add(easterSunday(year) - 2, 'Good Friday');
  add(nthWeekday(year, 5, MONDAY, -1), 'Memorial Day');
  if (year >= 2022) add(observed(dayNumberFromParts(year, 6, 19)), 'Juneteenth');
  add(observed(dayNumberFromParts(year, 7, 4)), 'Independence Day');
  add(nthWeekday(year, 9, MONDAY, 1), 'Labor Day');
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  add(thanksgiving, 'Thanksgiving Day');
  add(observed(dayNumberFromParts(year, 12, 25)), 'Christmas Day');
  for (const [date, name] of SPECIAL_CLOSURES) {
    if (date.startsWith(`${year}-`)) add(dayNumberOf(date), name);
  }

  const earlyCloses = new Set<DayNumber>([thanksgiving + 1]);
  for (const day of [dayNumberFromParts(year, 7, 3), dayNumberFromParts(year, 12, 24)]) {
    const weekday = weekdayOf(day);
    if (weekday >= 1 && weekday <= 5 && !holidays.has(day)) earlyCloses.add(day);
  }
  return { holidays, earlyCloses };
}

const years = new Map<number, YearCalendar>();

export function yearCalendar(year: number): YearCalendar {
  let calendar = years.get(year);
  if (!calendar) {
    calendar = computeYear(year);
    years.set(year, calendar);
  }
  return calendar;
}

/** The holidays of a year as 'YYYY-MM-DD' → name, in date order (for screens and tests). */
export function nyseHolidays(year: number): Array<{ date: string; name: string }> {
  return [...yearCalendar(year).holidays]
    .sort(([a], [b]) => a - b)
    .map(([day, name]) => ({ date: isoDateOf(day), name }));
}
