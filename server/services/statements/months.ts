// Statement months. A statement covers a calendar month in New York time, the exchange's and the
// broker's day (DESIGN.md "Money, quantities, time": store UTC, show Eastern time): a trade at
// 21:00 ET on 31 January belongs to January, although it is 1 February in UTC.
import { easternDateOf } from '../../market';

/** 'YYYY-MM'. */
export type StatementMonth = string;

/** 1900 to 2099, the same months the API accepts (src/contract/documents.ts). */
const MONTH_PATTERN = /^((?:19|20)\d{2})-(0[1-9]|1[0-2])$/;

export function parseMonth(value: string): { year: number; month: number } | null {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/**
 * The instant New York's calendar reaches the first of a month. Midnight of the first is never in
 * a daylight-saving change (those fall on Sundays at 02:00, and midnight of 1 November is still
 * EDT), so it is 04:00 UTC under EDT or 05:00 UTC under EST.
 */
function monthStart(year: number, month: number): Date {
  const normalised = new Date(Date.UTC(year, month - 1, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth() + 1;
  const edt = new Date(Date.UTC(y, m - 1, 1, 4));
  const first = `${y}-${String(m).padStart(2, '0')}-01`;
  return easternDateOf(edt) === first ? edt : new Date(Date.UTC(y, m - 1, 1, 5));
}

/** [start, end) of a statement month as UTC instants. */
export function monthRange(value: StatementMonth): { start: Date; end: Date } {
  const parsed = parseMonth(value);
  if (!parsed) throw new RangeError(`not a YYYY-MM month: ${value}`);
  return {
    start: monthStart(parsed.year, parsed.month),
    end: monthStart(parsed.year, parsed.month + 1),
  };
}

/** The New York month an instant falls in. */
export const monthOf = (at: Date): StatementMonth => easternDateOf(at).slice(0, 7);

/** The month before: '2026-01' → '2025-12'. */
export function previousMonth(value: StatementMonth): StatementMonth {
  const parsed = parseMonth(value);
  if (!parsed) throw new RangeError(`not a YYYY-MM month: ${value}`);
  const at = new Date(Date.UTC(parsed.year, parsed.month - 2, 1));
  return at.toISOString().slice(0, 7);
}

/** The latest month with a statement: the last one that has ended in New York. */
export const lastCompleteMonth = (now: Date): StatementMonth => previousMonth(monthOf(now));

const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'February 2025'. */
export function monthName(value: StatementMonth): string {
  const parsed = parseMonth(value);
  if (!parsed) throw new RangeError(`not a YYYY-MM month: ${value}`);
  return LONG.format(new Date(Date.UTC(parsed.year, parsed.month - 1, 15)));
}
