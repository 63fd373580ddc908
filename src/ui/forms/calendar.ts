// Calendar rules and constants of spec §9: the year dropdown, timings, placeholders, and the
// month grid and arrow-key moves the Calendar component draws from. Days are counted in UTC so
// the grid never shifts with the viewer's time zone or daylight saving.
import type { DateParts } from './dates';

/** spec §9: the calendar hides about 100 ms after a day click. */
export const CALENDAR_HIDE_DELAY_MS = 100;
/** spec §9: masked inputs move the caret 10 ms after a change, once React has re-rendered. */
export const CURSOR_UPDATE_DELAY_MS = 10;
/** spec §9: the year dropdown runs from the current year to 10 years ahead. */
const CALENDAR_YEARS_AHEAD = 10;
/** spec §9: date placeholders. */
export const DATE_PLACEHOLDERS = { month: 'MM', day: 'DD', year: 'YYYY' } as const;
/** spec §9, spelled exactly as the spec spells it. */
export const CALENDAR_FALLBACK_PLACEHOLDER = 'Select With Calender Below';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** `now` is injected so tests and the server-rendered year never depend on the clock. */
export function yearOptions(now: Date): number[] {
  const first = now.getFullYear();
  return Array.from({ length: CALENDAR_YEARS_AHEAD + 1 }, (_, index) => first + index);
}

/** Weeks starting on Sunday; days outside the month are null. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const lead = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (number | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: count }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const DAY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The day an arrow key moves to, or null for other keys. Moves stop at the ends of the year
 * dropdown's range, because a day there could not be shown with its year.
 */
export function moveDay(
  from: DateParts,
  key: string,
  range: { minYear: number; maxYear: number },
): DateParts | null {
  const step = DAY_STEPS[key];
  if (step === undefined) return null;
  const moved = new Date(Date.UTC(from.year, from.month - 1, from.day + step));
  const year = moved.getUTCFullYear();
  if (year < range.minYear || year > range.maxYear) return from;
  return { year, month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The month after or before, for the previous / next month buttons. */
export function shiftMonth(
  year: number,
  month: number,
  by: 1 | -1,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
