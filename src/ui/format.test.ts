// The formatting rules of spec §5, one case per rule, plus the float cases that toFixed gets wrong.
import { describe, expect, it } from 'vitest';
import {
  NOT_A_NUMBER,
  formatBasisPoints,
  formatCents,
  formatChangeBasisPoints,
  formatCompactCents,
  formatCompactNumber,
  formatPriceChangeUnits,
  formatPercent,
  formatPrice,
  formatPriceUnits,
  formatRatio,
  formatReward,
  formatRewardCents,
  formatShareUnits,
  formatShares,
} from './format';

describe('formatCents', () => {
  it('formats integer cents as US dollars with thousands separators', () => {
    expect(formatCents(10_000_000)).toBe('$100,000.00'); // 10,000,000 ¢ = $100,000.00
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-12_345)).toBe('-$123.45');
  });
});

describe('formatPrice', () => {
  it('shows two decimals', () => {
    expect(formatPrice(123.4)).toBe('$123.40');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-2.5)).toBe('-$2.50');
  });

  it('rounds prices under a cent to two decimals outside strict mode', () => {
    expect(formatPrice(0.0042)).toBe('$0.00');
  });

  it('keeps up to four decimals under $0.01 in strict mode', () => {
    expect(formatPrice(0.0042, { strict: true })).toBe('$0.0042');
    expect(formatPrice(0.005, { strict: true })).toBe('$0.005'); // "up to": trailing zeros dropped
    expect(formatPrice(0.00005, { strict: true })).toBe('$0.0001'); // half rounds away from zero
    expect(formatPrice(-0.0042, { strict: true })).toBe('-$0.0042');
    expect(formatPrice(12.3456, { strict: true })).toBe('$12.35'); // at or above $0.01: two
    expect(formatPrice(0.01, { strict: true })).toBe('$0.01');
  });

  it('does not drift on binary fractions', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30'); // 0.30000000000000004
    expect(formatPrice(1.005)).toBe('$1.01'); // (1.005).toFixed(2) is "1.00"
    expect(formatPrice(8.345)).toBe('$8.35');
    expect(formatPrice(-0.001)).toBe('$0.00'); // no "-$0.00"
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatPrice(Number.NaN)).toBe(NOT_A_NUMBER);
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe(NOT_A_NUMBER);
  });
});

describe('formatPriceUnits', () => {
  it('reads integer units of $0.0001 exactly', () => {
    expect(formatPriceUnits(1_234_500)).toBe('$123.45'); // 1,234,500 × $0.0001
    expect(formatPriceUnits(1_234_550)).toBe('$123.46'); // $123.455 rounds half up
    expect(formatPriceUnits(-25_000)).toBe('-$2.50');
    expect(formatPriceUnits(0)).toBe('$0.00');
  });

  it('keeps up to four decimals under one cent (99 units) in strict mode', () => {
    expect(formatPriceUnits(42, { strict: true })).toBe('$0.0042');
    expect(formatPriceUnits(42)).toBe('$0.00');
    expect(formatPriceUnits(100, { strict: true })).toBe('$0.01');
  });

  it('stays exact beyond the precision of a float division', () => {
    // 900,719,925,474,099.1 units ÷ 10,000 is not representable as a double; the string path is.
    expect(formatPriceUnits(9_007_199_254_740_991)).toBe('$900,719,925,474.10');
  });

  it('refuses fractional units', () => {
    expect(() => formatPriceUnits(1.5)).toThrow(RangeError);
  });
});

describe('formatReward', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatReward(5)).toBe('$5');
    expect(formatReward(1000)).toBe('$1,000');
  });

  it('shows cents when the amount is fractional', () => {
    expect(formatReward(2.5)).toBe('$2.50');
    expect(formatReward(0.1 + 0.2)).toBe('$0.30');
  });

  it('decides on the amount rounded to cents', () => {
    expect(formatReward(4.999)).toBe('$5'); // rounds to 500 ¢, a whole amount
  });

  it('has an integer-cents twin', () => {
    expect(formatRewardCents(500)).toBe('$5');
    expect(formatRewardCents(250)).toBe('$2.50');
  });
});

describe('formatShares', () => {
  it('shows up to five decimals with an sh suffix', () => {
    expect(formatShares(1.5)).toBe('1.5 sh');
    expect(formatShares(0.00001)).toBe('0.00001 sh');
    expect(formatShares(10)).toBe('10 sh');
    expect(formatShares(1234.123456)).toBe('1,234.12346 sh');
  });

  it('does not drift on binary fractions', () => {
    expect(formatShares(0.1 + 0.2)).toBe('0.3 sh');
    expect(formatShares(1.1 + 2.2)).toBe('3.3 sh'); // 3.3000000000000003
  });
});

describe('formatShareUnits', () => {
  it('reads integer units of 0.00001 share exactly', () => {
    expect(formatShareUnits(150_000)).toBe('1.5 sh');
    expect(formatShareUnits(1)).toBe('0.00001 sh');
    expect(formatShareUnits(-250_000)).toBe('-2.5 sh');
    expect(formatShareUnits(0)).toBe('0 sh');
  });
});

describe('formatPercent', () => {
  it('shows up to two decimals with a percent sign', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(-0.5)).toBe('-0.5%');
    expect(formatPercent(0.1 + 0.2)).toBe('0.3%');
    expect(formatPercent(-0.001)).toBe('0%');
  });
});

describe('formatRatio', () => {
  it('shows up to one decimal', () => {
    expect(formatRatio(18.26)).toBe('18.3');
    expect(formatRatio(2)).toBe('2');
    expect(formatRatio(0.1 + 0.2)).toBe('0.3');
    expect(formatRatio(1.25)).toBe('1.3'); // half rounds away from zero
  });
});

describe('market figures', () => {
  it('shows basis points as a percentage with up to two decimals (spec §5)', () => {
    expect(formatBasisPoints(60)).toBe('0.6%'); // 60 bp = 0.60 %
    expect(formatBasisPoints(125)).toBe('1.25%');
    expect(formatBasisPoints(0)).toBe('0%');
  });

  it('signs a change in basis points, and leaves zero unsigned', () => {
    expect(formatChangeBasisPoints(125)).toBe('+1.25%');
    expect(formatChangeBasisPoints(-40)).toBe('-0.4%');
    expect(formatChangeBasisPoints(-12_345)).toBe('-123.45%');
    expect(formatChangeBasisPoints(0)).toBe('0%');
  });

  it('signs a price change in $0.0001 units, two decimals', () => {
    expect(formatPriceChangeUnits(18_851)).toBe('+$1.89'); // $1.8851 rounds to $1.89
    expect(formatPriceChangeUnits(-4_200)).toBe('-$0.42');
    expect(formatPriceChangeUnits(125)).toBe('+$0.01'); // $0.0125
    expect(formatPriceChangeUnits(49)).toBe('$0.00'); // under half a cent: no sign
    expect(formatPriceChangeUnits(-49)).toBe('$0.00');
  });

  it('shortens volumes and market caps', () => {
    expect(formatCompactNumber(20_584_500)).toBe('20.58M');
    expect(formatCompactNumber(950)).toBe('950');
    expect(formatCompactCents(251_951_352_000_000)).toBe('$2.52T'); // $2,519,513,520,000
    expect(formatCompactCents(123_456_789_00)).toBe('$123.46M');
  });
});
