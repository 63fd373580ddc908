// Display formatting at the edge (spec §5). Money arrives as integer cents, prices as integer units
// of $0.0001 and share quantities as integer units of 0.00001 share (DESIGN "Money, quantities,
// time"); they stay integers until they are turned into text here.
//
// Why no drift: Intl.NumberFormat rounds the shortest decimal that round-trips a number
// (0.1 + 0.2 → "0.30000000000000004", 1.005 → "1.005"), never its binary expansion as toFixed
// does (1.005.toFixed(2) is "1.00"). Integer units are turned into an exact decimal string first,
// which Intl formats digit for digit.
import { dateTimeFormat, numberFormat, type DateTimeFormatter, type NumberFormatter } from './intl';

/** Shown for NaN or ±Infinity: a screen must not crash or print "NaN" over one bad number. */
export const NOT_A_NUMBER = '—';

const PRICE_UNITS_PER_DOLLAR = 10_000; // $0.0001
const SHARE_UNITS_PER_SHARE = 100_000; // 0.00001 share, five decimals (spec §5)

const usd = numberFormat({ style: 'currency', currency: 'USD' });

/** 10000000 → "$100,000.00". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return fmt(usd, cents / 100);
  const { whole, fraction } = decimalParts(cents, 100);
  return `${cents < 0 ? '-' : ''}$${grouped(whole)}.${fraction}`;
}

// ---- Home's first figures, spelt without Intl ----
// The first Intl formatter a page makes starts ICU (src/ui/intl.ts: ~20 ms here, ~80 at
// Lighthouse's 4×). Home's first screen (the accounts' values and the day's change, the
// positions, the header's XP) is integers spelt digit for digit as Intl spells their exact
// decimals (format-without-intl.test.ts compares the two over many values), so nothing on it
// waits for ICU; everything else still goes through Intl. Exact where Intl given a float is not:
// 9007199254740991 ¢ divided by 100 is already $90,071,992,547,409.90.

/** Digits grouped in thousands, as en-US: "1234567" → "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * An integer's exact decimal digits, unsigned: (-12345, 100) → { whole: "123", fraction: "45" }.
 * Integer units only (DESIGN "Money, quantities, time"): anything else is a RangeError.
 */
function decimalParts(units: number, perWhole: number): { whole: string; fraction: string } {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Expected integer units, got ${units}`);
  const abs = Math.abs(units);
  const digits = String(perWhole).length - 1;
  return {
    whole: String(Math.floor(abs / perWhole)),
    fraction: String(abs % perWhole).padStart(digits, '0'),
  };
}

/** The fraction's digits without the zeros that end it ("10" → "1"), after a point if any. */
const trimmedFraction = (fraction: string) => {
  const kept = fraction.replace(/0+$/, '');
  return kept ? `.${kept}` : '';
};

/** A whole count in en-US digits: 1234567 → "1,234,567" (XP, followers, lessons). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return fmt(count, value);
  return `${value < 0 ? '-' : ''}${grouped(String(Math.abs(value)))}`;
}

const count = numberFormat();

// signDisplay 'negative' keeps "-0" (a tiny negative rounded away) out of the output.
const price = numberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
// Strict mode: up to four decimals for prices under one cent (spec §5).
const subCentPrice = numberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
  signDisplay: 'negative',
});
const wholeDollars = numberFormat({
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const shares = numberFormat({
  maximumFractionDigits: 5,
  signDisplay: 'negative',
});
const percent = numberFormat({
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const ratio = numberFormat({
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

const fmt = (formatter: NumberFormatter, value: number | `${number}`): string =>
  formatter.format(value);

/** Exact decimal text of integer units: (-12345, 10000) → "-1.2345". */
function unitsToDecimal(units: number, perWhole: number): `${number}` {
  const { whole, fraction } = decimalParts(units, perWhole);
  return `${units < 0 ? '-' : ''}${whole}.${fraction}` as `${number}`;
}

export interface PriceOptions {
  /** Show up to four decimals when the price is under $0.01 (spec §5). */
  strict?: boolean;
}

/** A price in dollars: two decimals; strict mode keeps up to four under $0.01 (spec §5). */
export function formatPrice(value: number, { strict = false }: PriceOptions = {}): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const subCent = strict && value !== 0 && Math.abs(value) < 0.01;
  return fmt(subCent ? subCentPrice : price, value);
}

/** A price stored as integer units of $0.0001: 1234500 → "$123.45". */
export function formatPriceUnits(units: number, options: PriceOptions = {}): string {
  const subCent = options.strict === true && units !== 0 && Math.abs(units) < 100; // 100 units = $0.01
  return fmt(subCent ? subCentPrice : price, unitsToDecimal(units, PRICE_UNITS_PER_DOLLAR));
}

/** Reward amounts: whole dollars unless fractional (spec §5): 5 → "$5", 2.5 → "$2.50". */
export function formatReward(dollars: number): string {
  if (!Number.isFinite(dollars)) return NOT_A_NUMBER;
  // Decide on the amount rounded to cents, so 4.999 shows "$5", not "$5.00".
  const cents = Math.round(dollars * 100);
  return cents % 100 === 0 ? fmt(wholeDollars, cents / 100) : fmt(price, dollars);
}

/** Reward amounts kept as integer cents: 500 → "$5", 250 → "$2.50" (spec §5). */
export function formatRewardCents(cents: number): string {
  const exact = unitsToDecimal(cents, 100);
  return cents % 100 === 0 ? fmt(wholeDollars, exact) : fmt(price, exact);
}

/** Shares: up to five decimals with an "sh" suffix (spec §5): 1.5 → "1.5 sh". */
export function formatShares(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return `${fmt(shares, value)} sh`;
}

/** Shares stored as integer units of 0.00001 share: 150000 → "1.5 sh". */
export function formatShareUnits(units: number): string {
  const { whole, fraction } = decimalParts(units, SHARE_UNITS_PER_SHARE);
  // signDisplay 'negative' as `shares`: a negative zero has no sign.
  return `${units < 0 ? '-' : ''}${grouped(whole)}${trimmedFraction(fraction)} sh`;
}

/** A percentage given in percent points: up to two decimals (spec §5): 12.345 → "12.35%". */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return `${fmt(percent, value)}%`;
}

/** A ratio (P/E, multiples): up to one decimal (spec §5): 18.26 → "18.3". */
export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return fmt(ratio, value);
}

// ---- Market figures: changes, yields and large counts ----

const BASIS_POINTS_PER_PERCENT = 100; // 1 bp = 0.01 %, so spec §5's two decimals are exact

const signedPrice = numberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = numberFormat({
  notation: 'compact',
  maximumFractionDigits: 2,
});
const compactUsd = numberFormat({
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 2,
});

/** A percentage in basis points, up to two decimals (spec §5): 60 → "0.6%". */
export function formatBasisPoints(bp: number): string {
  return `${fmt(percent, unitsToDecimal(bp, BASIS_POINTS_PER_PERCENT))}%`;
}

/** A change in basis points with its sign (spec §5: two decimals): 125 → "+1.25%". */
export function formatChangeBasisPoints(bp: number): string {
  const { whole, fraction } = decimalParts(bp, BASIS_POINTS_PER_PERCENT);
  // As Intl's signDisplay 'exceptZero': a change says which way it went ("+1.25%", "-0.4%");
  // zero has no sign.
  const sign = bp > 0 ? '+' : bp < 0 ? '-' : '';
  return `${sign}${grouped(whole)}${trimmedFraction(fraction)}%`;
}

/** A price change in $0.0001 units with its sign, two decimals: 18_851 → "+$1.89". */
export function formatPriceChangeUnits(units: number): string {
  // A change under half a cent rounds to zero, and a zero carries no sign.
  if (Math.abs(units) < 50) return fmt(signedPrice, 0);
  return fmt(signedPrice, unitsToDecimal(units, PRICE_UNITS_PER_DOLLAR));
}

/** Share volumes and counts: 20_584_500 → "20.58M". */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return fmt(compact, value);
}

/** Large money amounts in cents (market cap): 251_951_352_000_000 → "$2.52T". */
export function formatCompactCents(cents: number): string {
  return fmt(compactUsd, unitsToDecimal(cents, 100));
}

// ---- Market times: the exchange's clock, New York, always marked "ET" ----
// DESIGN.md "Money, quantities, time": store UTC, show Eastern time where the market's clock is
// meant (open, close, next open, order and quote times, earnings, cut-offs), marked so nobody
// reads it as local time. One helper, so every screen spells a market time the same way; the
// time zone database handles daylight saving (EDT in summer, EST in winter: both "ET").
export const MARKET_TIME_ZONE = 'America/New_York';

export type MarketTimeStyle = 'time' | 'weekdayTime' | 'dateTime' | 'fullDateTime';

const marketFormats: Record<MarketTimeStyle, DateTimeFormatter> = {
  /** "9:30 AM ET" */
  time: dateTimeFormat({
    timeZone: MARKET_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }),
  /** "Mon 9:30 AM ET" */
  weekdayTime: dateTimeFormat({
    timeZone: MARKET_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }),
  /** "Nov 20, 4:00 PM ET" */
  dateTime: dateTimeFormat({
    timeZone: MARKET_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  /** "Nov 20, 2026, 4:00 PM ET" */
  fullDateTime: dateTimeFormat({
    timeZone: MARKET_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
};

/** An instant on the market's clock (New York), suffixed "ET". NOT_A_NUMBER for a bad date. */
export function formatMarketTime(at: string | Date, style: MarketTimeStyle = 'dateTime'): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return NOT_A_NUMBER;
  return `${marketFormats[style].format(date)} ET`;
}

const dateTime = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp → "Nov 27, 2026, 5:53 AM": when something happened, to the minute. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
