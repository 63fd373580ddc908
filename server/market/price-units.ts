// Prices are integers of $0.0001 (DESIGN.md "Money, quantities, time"), the unit the client
// formats with formatPriceUnits (src/ui/format.ts). Cash stays integer cents (ledger.ts); turning
// price × quantity into cents is the order code's job, with its own rounding rule.

/** An integer number of $0.0001: 1_234_500 is $123.45. */
export type PriceUnits = number;

export const PRICE_UNITS_PER_DOLLAR = 10_000;

/** For data files and tests: 123.45 → 1_234_500. */
export function dollarsToPriceUnits(dollars: number): PriceUnits {
  return Math.round(dollars * PRICE_UNITS_PER_DOLLAR);
}

/** The model works on log prices; this is where they become integers. */
export function priceUnitsFromLog(logPrice: number): PriceUnits {
  return Math.max(1, Math.round(Math.exp(logPrice) * PRICE_UNITS_PER_DOLLAR));
}

/** A change relative to a base, in basis points (1 bp = 0.01 %, the two decimals of spec §5). */
export function basisPoints(change: number, base: number): number {
  return base === 0 ? 0 : Math.round((change * 10_000) / base);
}
