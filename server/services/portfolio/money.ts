// Integer arithmetic of the portfolio (DESIGN.md "Money, quantities, time"): cents, shares in
// 0.00001 (`_e5`) and prices in $0.0001 (`_e4`) stay integers; products go through BigInt, since
// 100,000 shares (1e10 units) at $10,000 (1e8 units) is 1e18, past Number's exact range.

const E5_PER_SHARE = 100_000n;
/** $0.0001 units per cent. */
const E4_PER_CENT = 100n;

/** a / b rounded half away from zero (b > 0), as brokers round money. */
function divRound(a: bigint, b: bigint): bigint {
  const half = b / 2n;
  return a >= 0n ? (a + half) / b : -((-a + half) / b);
}

/** quantity × price in cents: 1.5 sh (150_000) × $123.4567 (1_234_567) → 18_519 ¢ ($185.19). */
export function valueCents(quantityE5: number, priceE4: number): number {
  return Number(divRound(BigInt(quantityE5) * BigInt(priceE4), E5_PER_SHARE * E4_PER_CENT));
}

/** Cost basis / quantity in $0.0001: $1,695.00 over 15.5 sh → $109.3548 (1_093_548). */
export function averageCostE4(costBasisCents: number, quantityE5: number): number {
  if (quantityE5 <= 0) return 0;
  return Number(divRound(BigInt(costBasisCents) * E4_PER_CENT * E5_PER_SHARE, BigInt(quantityE5)));
}

/** change / base in basis points (1 bp = 0.01 %, spec §5's two decimals); 0 on a zero base. */
export function basisPoints(change: number, base: number): number {
  if (base === 0) return 0;
  return Number(divRound(BigInt(change) * 10_000n, BigInt(Math.abs(base))));
}

/**
 * Shares of a whole in basis points that sum to exactly 10000 (largest remainder method), so an
 * allocation table adds up; all zeros when the whole is zero.
 */
export function allocateBasisPoints(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (BigInt(value) * 10_000n * 1_000_000n) / BigInt(total));
  const floors = exact.map((scaled) => scaled / 1_000_000n);
  let left = 10_000n - floors.reduce((sum, floor) => sum + floor, 0n);
  const order = exact
    .map((scaled, index) => ({ index, remainder: scaled % 1_000_000n }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  const result = floors.map(Number);
  for (const { index } of order) {
    if (left <= 0n) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1n;
  }
  return result;
}
