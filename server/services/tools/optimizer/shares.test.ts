import { describe, expect, it } from 'vitest';
import { decimalToUnits } from '@/contract/orders';
import { sharesString } from './shares';

describe('sharesString', () => {
  it('writes 0.00001 units as the orders endpoint reads them', () => {
    expect(sharesString(150_000)).toBe('1.5');
    expect(sharesString(1)).toBe('0.00001');
    expect(sharesString(1_200_000)).toBe('12');
    for (const n of [1, 53_333, 99_999, 100_000, 123_456_789]) {
      expect(decimalToUnits(sharesString(n), 5)).toBe(n);
    }
  });
});
