// Statement months are New York calendar months (months.ts): the boundaries move with daylight
// saving time, and "the last complete month" is the one before New York's current month.
import { describe, expect, it } from 'vitest';
import {
  lastCompleteMonth,
  monthName,
  monthOf,
  monthRange,
  parseMonth,
  previousMonth,
} from './months';

describe('statement months', () => {
  it('start at New York midnight: 05:00 UTC in winter, 04:00 UTC in summer', () => {
    expect(monthRange('2025-02')).toEqual({
      start: new Date('2025-02-01T05:00:00Z'), // EST
      end: new Date('2025-03-01T05:00:00Z'), // still EST: daylight time starts 9 March
    });
    expect(monthRange('2025-03').end).toEqual(new Date('2025-04-01T04:00:00Z')); // EDT
    // 1 November 2026 is the Sunday daylight time ends, at 02:00: midnight is still EDT.
    expect(monthRange('2026-10').end).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(monthRange('2026-12').end).toEqual(new Date('2027-01-01T05:00:00Z')); // across a year
  });

  it('put an evening trade on the last day in that month, though UTC has moved on', () => {
    expect(monthOf(new Date('2025-03-01T03:00:00Z'))).toBe('2025-02'); // 22:00 ET, 28 February
    expect(monthOf(new Date('2025-03-01T05:00:00Z'))).toBe('2025-03');
  });

  it('end with the month before the current one in New York', () => {
    expect(lastCompleteMonth(new Date('2025-03-14T21:00:00Z'))).toBe('2025-02');
    expect(lastCompleteMonth(new Date('2026-01-01T04:59:59Z'))).toBe('2025-11'); // still 31 Dec in NY
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('accept YYYY-MM from 1900 to 2099 only', () => {
    expect(parseMonth('2025-02')).toEqual({ year: 2025, month: 2 });
    for (const bad of ['2025-13', '2025-00', '2025-2', '0001-01', '2100-01', '2025-02-01']) {
      expect(parseMonth(bad), bad).toBeNull();
    }
    expect(monthName('2025-02')).toBe('February 2025');
  });
});
