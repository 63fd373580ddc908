import { describe, expect, it } from 'vitest';
import { formatCents } from './format';

describe('formatCents', () => {
  it('formats integer cents as US dollars with thousands separators', () => {
    expect(formatCents(10_000_000)).toBe('$100,000.00'); // 10,000,000 ¢ = $100,000.00
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-12_345)).toBe('-$123.45');
  });
});
