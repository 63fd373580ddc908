import { describe, expect, it } from 'vitest';
import { expectationText, formatGradePercent } from './idea-format';

describe('idea text', () => {
  it('shows grades as signed percentages with two decimals (spec §5)', () => {
    expect(formatGradePercent(125)).toBe('+1.25%');
    expect(formatGradePercent(-40)).toBe('-0.40%');
    expect(formatGradePercent(150)).toBe('+1.50%');
    expect(formatGradePercent(0)).toBe('0.00%');
    expect(formatGradePercent(123_456)).toBe('+1,234.56%');
  });

  it('states the expectation from what was given', () => {
    expect(expectationText(15, 90)).toBe('Expects +15% in 90 days');
    expect(expectationText(-20, null)).toBe('Expects -20%');
    expect(expectationText(null, 1)).toBe('Over 1 day');
    expect(expectationText(null, null)).toBeNull();
  });
});
