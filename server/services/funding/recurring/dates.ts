// The calendar of a recurring deposit. Due dates are New York calendar dates
// ('YYYY-MM-DD'): "today" is the date in New York at the clock's instant, whatever the server's
// own time zone. Weekly and every-two-weeks schedules step 7 and 14 days; a monthly one aims for
// its anchor day and falls on the month's last day when the month is shorter (started on the 31st:
// Jan 31, Feb 28, Mar 31, Apr 30 …).
import type { RecurringFrequency } from '@/contract/recurring-deposits';
import {
  dayNumberFromParts,
  dayNumberOf,
  easternDateOf,
  isoDateOf,
} from '../../../market/eastern-time';

export const todayInNewYork = (at: Date): string => easternDateOf(at);

export const anchorDayOf = (date: string): number => Number(date.slice(8, 10));

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The due date after `date` for this frequency (monthly: on `anchorDay` or the month's last day). */
export function followingDueDate(
  date: string,
  frequency: RecurringFrequency,
  anchorDay: number,
): string {
  if (frequency !== 'monthly') {
    return isoDateOf(dayNumberOf(date) + (frequency === 'weekly' ? 7 : 14));
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = Math.min(anchorDay, daysInMonth(nextYear, nextMonth));
  return isoDateOf(dayNumberFromParts(nextYear, nextMonth, day));
}
