// Display formatting at the edge (spec §5). Money arrives as integer cents, prices as integer units
// of $0.0001 and share quantities as integer units of 0.00001 share (DESIGN "Money, quantities,
// time"); they stay integers until they are turned into text here.
//
// Why no drift: Intl.NumberFormat rounds the shortest decimal that round-trips a number
// (0.1 + 0.2 → "0.30000000000000004", 1.005 → "1.005"), never its binary expansion as toFixed
// does (1.005.toFixed(2) is "1.00"). Integer units are turned into an exact decimal string first,
// which Intl formats digit for digit.

/** Shown for NaN or ±Infinity: a screen must not crash or print "NaN" over one bad number. */
export const NOT_A_NUMBER = '—';

const PRICE_UNITS_PER_DOLLAR = 10_000; // $0.0001
const SHARE_UNITS_PER_SHARE = 100_000; // 0.00001 share, five decimals (spec §5)

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 10000000 → "$100,000.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

// signDisplay 'negative' keeps "-0" (a tiny negative rounded away) out of the output.
const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
// Strict mode: up to four decimals for prices under one cent (spec §5).
const subCentPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
  signDisplay: 'negative',
});
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});
const shares = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 5,
  signDisplay: 'negative',
});
const percent = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const ratio = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});

// Intl.NumberFormat.format takes exact decimal strings as well as numbers (ES2023).
const fmt = (formatter: Intl.NumberFormat, value: number | `${number}`): string =>
  formatter.format(value);

/** Exact decimal text of integer units: (-12345, 10000) → "-1.2345". */
function unitsToDecimal(units: number, perWhole: number): `${number}` {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Expected integer units, got ${units}`);
  const digits = String(perWhole).length - 1;
  const abs = Math.abs(units);
  const whole = Math.floor(abs / perWhole);
  const fraction = String(abs % perWhole).padStart(digits, '0');
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
  return `${fmt(shares, unitsToDecimal(units, SHARE_UNITS_PER_SHARE))} sh`;
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
