import { describe, expect, it } from 'vitest';
import {
  CALENDAR_FALLBACK_PLACEHOLDER,
  CALENDAR_HIDE_DELAY_MS,
  CURSOR_UPDATE_DELAY_MS,
  DATE_PLACEHOLDERS,
  monthGrid,
  moveDay,
  shiftMonth,
  yearOptions,
} from './calendar';

describe('calendar constants (spec §9)', () => {
  it('uses the spec timings and placeholders', () => {
    expect(CALENDAR_HIDE_DELAY_MS).toBe(100);
    expect(CURSOR_UPDATE_DELAY_MS).toBe(10);
    expect(DATE_PLACEHOLDERS).toEqual({ month: 'MM', day: 'DD', year: 'YYYY' });
    expect(CALENDAR_FALLBACK_PLACEHOLDER).toBe('Select With Calender Below');
  });
});

describe('yearOptions', () => {
  it('runs from the current year to 10 years ahead', () => {
    const years = yearOptions(new Date(2025, 5, 15));
    expect(years).toHaveLength(11); // 2025..2035 inclusive
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2035);
  });
});

describe('monthGrid', () => {
  it('lays out weeks from Sunday with blanks around the month', () => {
    const grid = monthGrid(2025, 2); // 1 Feb 2025 is a Saturday, 28 days
    expect(grid[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(grid.at(-1)).toEqual([23, 24, 25, 26, 27, 28, null]);
    expect(grid.flat().filter((day) => day !== null)).toHaveLength(28);
  });
});

describe('moveDay', () => {
  const range = { minYear: 2025, maxYear: 2035 };
  it('moves by a day or a week across months', () => {
    expect(moveDay({ year: 2025, month: 1, day: 31 }, 'ArrowRight', range)).toEqual({
      year: 2025,
      month: 2,
      day: 1,
    });
    expect(moveDay({ year: 2025, month: 3, day: 3 }, 'ArrowUp', range)).toEqual({
      year: 2025,
      month: 2,
      day: 24,
    });
  });
  it('stops at the ends of the year range and ignores other keys', () => {
    const first = { year: 2025, month: 1, day: 1 };
    expect(moveDay(first, 'ArrowLeft', range)).toEqual(first);
    expect(moveDay(first, 'Tab', range)).toBeNull();
  });
  it('shifts whole months across years', () => {
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
  });
});
