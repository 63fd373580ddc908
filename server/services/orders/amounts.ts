// The arithmetic of orders (DESIGN.md "Money, quantities, time"): shares in 0.00001 (`e5`), prices
// in $0.0001 (`e4`), cash in cents. shares_e5 × price_e4 is in 1e-9 dollars, so cents are that
// product / 10^7. Products go through BigInt: 1,000,000 shares (1e11) × $1,000,000 (1e10) is 1e21,
// far past Number's exact range.
//
// The buying-power rule (ours: the spec sets none), documented here:
//   limit buy        holds limit × quantity, rounded up to the cent
//   stop buy         holds max(stop, last price) × quantity × 1.05, rounded up (it fills at market)
//   market buy       holds last price × quantity × 1.05 (the 5 % collar covers the move until it
//                    fills, e.g. overnight), rounded up
//   dollar buy       holds the dollar amount exactly
// A fill pays quantity × fill price rounded to the nearest cent (at least 1 cent) out of the hold;
// the rest of the hold returns to cash when the order is done. If a market or stop fill costs more
// than its hold, the difference comes from cash; if cash cannot cover it, the order is rejected.
// A sell holds the shares it sells; a dollar sell holds last price's worth of shares, rounded up.
import type { OrderSide, OrderType } from '@/contract/orders';

const CENTS_DIVISOR = 10_000_000n;
/** The market-order collar: 5 % in basis points. */
export const MARKET_COLLAR_BP = 500;

function divide(numerator: bigint, denominator: bigint, rounding: 'up' | 'down' | 'nearest') {
  if (rounding === 'down') return numerator / denominator;
  if (rounding === 'up') return (numerator + denominator - 1n) / denominator;
  return (numerator + denominator / 2n) / denominator;
}

/** quantity × price in cents: 0.53333 sh (53_333) × $187.50 (1_875_000) → 10_000 ¢ (nearest). */
export function amountCents(
  quantityE5: number,
  priceE4: number,
  rounding: 'up' | 'down' | 'nearest' = 'nearest',
): number {
  return Number(divide(BigInt(quantityE5) * BigInt(priceE4), CENTS_DIVISOR, rounding));
}

/** What a fill moves: never 0 cents, so every fill is a ledger transaction. */
export function fillAmountCents(quantityE5: number, priceE4: number): number {
  return Math.max(1, amountCents(quantityE5, priceE4, 'nearest'));
}

/** Whole 0.00001 shares that `cents` buys at `priceE4`: $100 at $187.50 → 53_333 (0.53333 sh). */
export function sharesForCents(cents: number, priceE4: number, rounding: 'up' | 'down'): number {
  return Number(divide(BigInt(cents) * CENTS_DIVISOR, BigInt(priceE4), rounding));
}

function withCollar(priceE4: number): number {
  return Number(divide(BigInt(priceE4) * BigInt(10_000 + MARKET_COLLAR_BP), 10_000n, 'up'));
}

/** The volume-weighted price after one more fill, to the nearest $0.0001. */
export function nextAveragePrice(
  previous: { averageE4: number | null; quantityE5: number },
  fill: { priceE4: number; quantityE5: number },
): number {
  const before = BigInt(previous.averageE4 ?? 0) * BigInt(previous.quantityE5);
  const total = BigInt(previous.quantityE5 + fill.quantityE5);
  return Number(divide(before + BigInt(fill.priceE4) * BigInt(fill.quantityE5), total, 'nearest'));
}

/** The cost basis a sell of `soldE5` takes out of a position: proportional, to the nearest cent. */
export function basisReleased(costBasisCents: number, quantityE5: number, soldE5: number): number {
  if (soldE5 >= quantityE5) return costBasisCents;
  return Number(divide(BigInt(costBasisCents) * BigInt(soldE5), BigInt(quantityE5), 'nearest'));
}

export interface OrderTerms {
  side: OrderSide;
  type: OrderType;
  quantityE5: number | null;
  notionalCents: number | null;
  limitPriceE4: number | null;
  stopPriceE4: number | null;
}

/** The price an estimate uses: the limit, the stop (or the last price when past it), or the last. */
function referencePrice(terms: OrderTerms, lastE4: number): number {
  if (terms.type === 'limit' && terms.limitPriceE4 !== null) return terms.limitPriceE4;
  if (terms.type === 'stop' && terms.stopPriceE4 !== null) {
    return terms.side === 'buy'
      ? Math.max(terms.stopPriceE4, lastE4)
      : Math.min(terms.stopPriceE4, lastE4);
  }
  return lastE4;
}

/** Buying power a buy reserves at placement (the rule at the top of this file). */
export function buyHoldCents(terms: OrderTerms, lastE4: number): number {
  if (terms.notionalCents !== null) return terms.notionalCents;
  const quantity = terms.quantityE5 ?? 0;
  if (terms.type === 'limit') return amountCents(quantity, referencePrice(terms, lastE4), 'up');
  return Math.max(1, amountCents(quantity, withCollar(referencePrice(terms, lastE4)), 'up'));
}

/** Shares a sell reserves at placement. */
export function sellHoldShares(terms: OrderTerms, lastE4: number): number {
  if (terms.quantityE5 !== null) return terms.quantityE5;
  return sharesForCents(terms.notionalCents ?? 0, lastE4, 'up');
}

/** Shares and amount an order is expected to trade, for the preview and the rejection texts. */
export function estimate(terms: OrderTerms, lastE4: number) {
  const priceE4 = referencePrice(terms, lastE4);
  const quantityE5 = terms.quantityE5 ?? sharesForCents(terms.notionalCents ?? 0, priceE4, 'down');
  return { priceE4, quantityE5, amountCents: amountCents(quantityE5, priceE4) };
}

/** "$1,234.56" for messages (spec §5: prices with two decimals). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** "0.53333 sh" (spec §5: shares up to five decimals, 'sh' suffix). */
export function formatShares(quantityE5: number): string {
  const whole = Math.floor(quantityE5 / 100_000);
  const fraction = String(quantityE5 % 100_000)
    .padStart(5, '0')
    .replace(/0+$/, '');
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''} sh`;
}
