// Statement figures from integer units (format.ts): cents, shares in 0.00001, prices in $0.0001.
import { describe, expect, it } from 'vitest';
import { day, money, price, shares } from './format';

describe('statement figures', () => {
  it('print cents as dollars with thousands separators and a leading minus', () => {
    expect(money(123_456)).toBe('$1,234.56');
    expect(money(-500)).toBe('-$5.00');
    expect(money(0)).toBe('$0.00');
    expect(money(10_000_000)).toBe('$100,000.00');
  });

  it('print shares to at most five decimals, trailing zeros dropped (spec §5)', () => {
    expect(shares(1_000_000)).toBe('10');
    expect(shares(150_000)).toBe('1.5');
    expect(shares(12_345)).toBe('0.12345');
    expect(shares(12_345_678_900)).toBe('123,456.789');
  });

  it('print prices to two decimals, or four when the price has them', () => {
    expect(price(2_000_000)).toBe('$200.00');
    expect(price(4_001_234)).toBe('$400.1234');
    expect(price(12_340)).toBe('$1.234');
    expect(price(10)).toBe('$0.001');
  });

  it('date in New York', () => {
    expect(day(new Date('2025-03-01T03:00:00Z'))).toBe('Feb 28, 2025'); // 22:00 ET
  });
});
