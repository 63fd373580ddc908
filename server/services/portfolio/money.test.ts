// The portfolio's integer arithmetic (money.ts): rounding and allocations that add up.
import { describe, expect, it } from 'vitest';
import { allocateBasisPoints, averageCostE4, basisPoints, valueCents } from './money';

describe('portfolio money', () => {
  it('values shares at a price in cents, half away from zero, exactly for large positions', () => {
    expect(valueCents(150_000, 1_234_567)).toBe(18_519); // 1.5 × $123.4567 = $185.18505 → $185.19
    expect(valueCents(50_000, 4_012_300)).toBe(20_062); // 0.5 × $401.23 = $200.615 → $200.62
    expect(valueCents(-50_000, 4_012_300)).toBe(-20_062);
    // 100,000 sh × $9,999.9999: 1e10 × 99,999,999 units is past 2^53, still exact.
    expect(valueCents(10_000_000_000, 99_999_999)).toBe(99_999_999_000);
  });

  it('averages cost per share in $0.0001', () => {
    expect(averageCostE4(169_500, 1_550_000)).toBe(1_093_548); // $1,695.00 / 15.5 = $109.35484
    expect(averageCostE4(100, 0)).toBe(0);
  });

  it('gives basis points of a base, and zero on a zero base', () => {
    expect(basisPoints(15_438, 620_062)).toBe(249); // 2.4897 %
    expect(basisPoints(-1, 3)).toBe(-3333);
    expect(basisPoints(5, 0)).toBe(0);
  });

  it('allocates basis points that always sum to 10000 (largest remainder)', () => {
    expect(allocateBasisPoints([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(allocateBasisPoints([2, 1])).toEqual([6667, 3333]);
    expect(allocateBasisPoints([0, 0])).toEqual([0, 0]);
    const weights = allocateBasisPoints([7, 13, 29, 31, 101]);
    expect(weights.reduce((sum, w) => sum + w, 0)).toBe(10_000);
  });
});
