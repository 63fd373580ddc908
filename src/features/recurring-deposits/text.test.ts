import { describe, expect, it } from 'vitest';
import {
  calendarFromIso,
  formatCalendarDate,
  isoFromCalendar,
  scheduleSummary,
  todayInNewYork,
} from './text';

describe('recurring deposit words and dates', () => {
  it('says the schedule summary line', () => {
    expect(scheduleSummary(25_000, 'monthly', '2026-12-01')).toBe(
      '$250.00 every month starting Dec 1, 2026',
    );
    expect(scheduleSummary(123_456_78, 'biweekly', '2027-02-28')).toBe(
      '$123,456.78 every two weeks starting Feb 28, 2027',
    );
    expect(scheduleSummary(5, 'weekly', '2026-01-31')).toBe(
      '$0.05 every week starting Jan 31, 2026',
    );
  });

  it('converts between the Calendar and calendar dates', () => {
    expect(isoFromCalendar('12/01/2026')).toBe('2026-12-01');
    expect(isoFromCalendar('')).toBe('');
    expect(calendarFromIso('2026-12-01')).toBe('12/01/2026');
  });

  it('formats a calendar date without shifting it by the time zone', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
  });

  it('counts today in New York', () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in New York (UTC-5).
    expect(todayInNewYork(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
    expect(todayInNewYork(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
  });
});
