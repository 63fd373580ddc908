// Date rules of spec §5: single date parsing, the masked date (day.month.year) and the value the
// split date input emits (MM/DD/YYYY). Parts are plain numbers; no Date object, so no time zone.

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** spec §5: the masked date defaults to day.month.year with years 1900 to 9999. */
export const MASKED_DATE_FORMAT = 'DD.MM.YYYY';
const MASKED_DATE_YEAR_MIN = 1900;
const MASKED_DATE_YEAR_MAX = 9999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A day that exists on the calendar (02/30 does not). Year 0 does not exist either. */
export function isRealDate({ year, month, day }: DateParts): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * spec §5: year-month-day, year at most 4 characters, month 1 to 12, day 1 to 31. The spec checks
 * day against 31 only, so '2023-02-31' parses; callers that need a real day use `isRealDate`.
 */
export function parseSingleDate(text: string): DateParts | null {
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/** Digits as typed into a masked date, shown as DD.MM.YYYY so far. */
export function formatMaskedDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/** A complete masked date: a real day with its year in 1900..9999 (§5), else null. */
export function parseMaskedDate(text: string): DateParts | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (year < MASKED_DATE_YEAR_MIN || year > MASKED_DATE_YEAR_MAX) return null;
  const parts = { year, month, day };
  return isRealDate(parts) ? parts : null;
}

/** The three text fields of the split date input. */
export interface SplitDate {
  month: string;
  day: string;
  year: string;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

export function formatDateValue({ year, month, day }: DateParts): string {
  return `${pad2(month)}/${pad2(day)}/${String(year).padStart(4, '0')}`;
}

/**
 * spec §5: MM/DD/YYYY only when month and day are non-empty, the year has 4 digits and the date
 * is real; otherwise null (nothing to emit).
 */
export function splitDateValue({ month, day, year }: SplitDate): string | null {
  if (!/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day) || !/^\d{4}$/.test(year)) return null;
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDate(parts) ? formatDateValue(parts) : null;
}

/** 'MM/DD/YYYY' → its parts when real, else null. */
export function parseDateValue(value: string): DateParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const parts = { year, month, day };
  return isRealDate(parts) ? parts : null;
}
