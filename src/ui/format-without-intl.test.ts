// Home's first figures are spelt without Intl (format.ts says why): they must read exactly as
// Intl spells their exact decimals, for every value (no sign on a zero: integers have no -0). Compared here over edge cases and many random integers, up
// to the largest safe one.
import { describe, expect, it } from 'vitest';
import { formatCents, formatChangeBasisPoints, formatCount, formatShareUnits } from './format';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shares = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 5,
  signDisplay: 'negative',
});
const change = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const count = new Intl.NumberFormat('en-US');

/** An exact decimal string of integer units, as Intl is given it. */
function decimal(units: number, digits: number): `${number}` {
  const abs = Math.abs(units);
  const per = 10 ** digits;
  const fraction = digits > 0 ? `.${String(abs % per).padStart(digits, '0')}` : '';
  return `${units < 0 ? '-' : ''}${Math.floor(abs / per)}${fraction}` as `${number}`;
}

/** Integers of every length and sign, and the ones where digits roll over. */
function integers(): number[] {
  const values = [0, -0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, 1001, 99_999, 100_000];
  values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 123_456_789, -1_000_000);
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < 4000; i += 1) {
    const digits = 1 + Math.floor(random() * 16);
    const value = Math.floor(random() * 10 ** digits);
    if (!Number.isSafeInteger(value)) continue;
    values.push(random() < 0.3 ? -value : value);
  }
  return values;
}

describe('figures spelt without Intl', () => {
  const values = integers();

  it('money in cents', () => {
    for (const cents of values) {
      expect(formatCents(cents), String(cents)).toBe(usd.format(decimal(cents, 2)));
    }
    // Outside the integers it is Intl's, rounding and all.
    expect(formatCents(12.5)).toBe(usd.format(0.125));
  });

  it('shares in 0.00001 units', () => {
    for (const units of values) {
      expect(formatShareUnits(units), String(units)).toBe(`${shares.format(decimal(units, 5))} sh`);
    }
  });

  it('a change in basis points', () => {
    for (const bp of values) {
      expect(formatChangeBasisPoints(bp), String(bp)).toBe(`${change.format(decimal(bp, 2))}%`);
    }
  });

  it('a count', () => {
    for (const value of values) {
      expect(formatCount(value), String(value)).toBe(count.format(decimal(value, 0)));
    }
    expect(formatCount(2.5)).toBe('2.5');
  });

  it('units that are not integers are refused, as before', () => {
    expect(() => formatShareUnits(1.5)).toThrow(RangeError);
    expect(() => formatChangeBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});
