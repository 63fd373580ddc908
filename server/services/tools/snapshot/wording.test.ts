import { describe, expect, it } from 'vitest';
import { describeChange, formatBp, formatIsoDate, median } from './wording';

describe('snapshot wording', () => {
  it('writes changes and medians', () => {
    expect(describeChange(1234)).toBe('rose 12.34%');
    expect(describeChange(-310)).toBe('fell 3.10%');
    expect(describeChange(0)).toBe('was unchanged');
    expect(formatBp(-5, true)).toBe('−0.05');
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(formatIsoDate('2025-05-15')).toBe('May 15, 2025');
  });
});
