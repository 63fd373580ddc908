// Intl formatters made on their first use, not when their module is evaluated. The page's first
// Intl formatter starts ICU (about 20 ms on this project's Chromium, four times that on
// Lighthouse's phone), and a New York time zone loads its rules: made at module level, that cost
// lands in the evaluation of the script the first screen waits for, whether or not the screen
// shows a figure that needs them (docs/performance.md "What a page's first number costs"). Each
// stands for the formatter it makes; the app only calls `format` (and `formatToParts`).

/** The app speaks US English; en-CA only spells a date as YYYY-MM-DD. */
type Locale = 'en-US' | 'en-CA';

export interface NumberFormatter {
  format(value: number | bigint | `${number}`): string;
}

export interface DateTimeFormatter {
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
}

export interface RelativeTimeFormatter {
  format(value: number, unit: Intl.RelativeTimeFormatUnit): string;
}

/** Calls `make` once, on the first call of what it returns. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function numberFormat(
  options?: Intl.NumberFormatOptions,
  locale: Locale = 'en-US',
): NumberFormatter {
  const formatter = once(() => new Intl.NumberFormat(locale, options));
  // Intl.NumberFormat takes exact decimal strings as well as numbers (ES2023).
  return { format: (value) => formatter().format(value as number) };
}

export function dateTimeFormat(
  options?: Intl.DateTimeFormatOptions,
  locale: Locale = 'en-US',
): DateTimeFormatter {
  const formatter = once(() => new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

export function relativeTimeFormat(
  options?: Intl.RelativeTimeFormatOptions,
  locale: Locale = 'en-US',
): RelativeTimeFormatter {
  const formatter = once(() => new Intl.RelativeTimeFormat(locale, options));
  return { format: (value, unit) => formatter().format(value, unit) };
}
