import { describe, expect, it } from 'vitest';
import {
  MASKED_DATE_FORMAT,
  formatMaskedDateInput,
  isRealDate,
  parseDateValue,
  parseMaskedDate,
  parseSingleDate,
  splitDateValue,
} from './dates';

describe('parseSingleDate (spec §5: year-month-day)', () => {
  it('parses year, month and day', () => {
    expect(parseSingleDate('2024-3-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseSingleDate('99-12-31')).toEqual({ year: 99, month: 12, day: 31 });
  });
  it('rejects years over 4 characters, months outside 1..12 and days outside 1..31', () => {
    expect(parseSingleDate('20245-01-01')).toBeNull();
    expect(parseSingleDate('2024-13-01')).toBeNull();
    expect(parseSingleDate('2024-00-01')).toBeNull();
    expect(parseSingleDate('2024-01-32')).toBeNull();
    expect(parseSingleDate('2024-01-00')).toBeNull();
    expect(parseSingleDate('01/02/2024')).toBeNull();
  });
});

describe('masked date (spec §5: day.month.year, 1900..9999)', () => {
  it('defaults to day.month.year', () => {
    expect(MASKED_DATE_FORMAT).toBe('DD.MM.YYYY');
    expect(formatMaskedDateInput('3112')).toBe('31.12');
    expect(formatMaskedDateInput('31122024')).toBe('31.12.2024');
  });
  it('accepts years 1900 to 9999 on real days only', () => {
    expect(parseMaskedDate('31.12.1900')).toEqual({ year: 1900, month: 12, day: 31 });
    expect(parseMaskedDate('01.01.9999')).toEqual({ year: 9999, month: 1, day: 1 });
    expect(parseMaskedDate('31.12.1899')).toBeNull();
    expect(parseMaskedDate('30.02.2024')).toBeNull();
  });
});

describe('splitDateValue (spec §5)', () => {
  it('emits MM/DD/YYYY for a valid date', () => {
    expect(splitDateValue({ month: '02', day: '29', year: '2024' })).toBe('02/29/2024');
    expect(splitDateValue({ month: '1', day: '5', year: '1990' })).toBe('01/05/1990');
  });
  it('emits nothing for a date that does not exist', () => {
    expect(splitDateValue({ month: '02', day: '30', year: '2024' })).toBeNull();
    expect(splitDateValue({ month: '02', day: '29', year: '2023' })).toBeNull();
    expect(splitDateValue({ month: '13', day: '01', year: '2024' })).toBeNull();
  });
  it('emits nothing until month and day are filled and the year has 4 digits', () => {
    expect(splitDateValue({ month: '', day: '01', year: '2024' })).toBeNull();
    expect(splitDateValue({ month: '01', day: '', year: '2024' })).toBeNull();
    expect(splitDateValue({ month: '01', day: '01', year: '202' })).toBeNull();
  });
  it('reads an emitted value back', () => {
    expect(parseDateValue('12/25/2030')).toEqual({ year: 2030, month: 12, day: 25 });
    expect(parseDateValue('02/30/2030')).toBeNull();
    expect(isRealDate({ year: 2000, month: 2, day: 29 })).toBe(true); // 400-year leap
    expect(isRealDate({ year: 1900, month: 2, day: 29 })).toBe(false); // century, not leap
  });
});
