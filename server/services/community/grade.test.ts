import { describe, expect, it } from 'vitest';
import { gradeIdea } from './grade';

const base = {
  benchmarkSymbol: 'SPY',
  benchmarkPostedE4: 5_000_000,
  benchmarkCurrentE4: 5_100_000,
};

describe('gradeIdea', () => {
  it('a buy idea earns the move: $100 → $110 is +10.00 %, +8.00 % over a +2 % benchmark', () => {
    const grade = gradeIdea({
      ...base,
      ideaType: 'buy',
      postedPriceE4: 1_000_000,
      currentPriceE4: 1_100_000,
    });
    expect(grade.return_bp).toBe(1000);
    expect(grade.benchmark_return_bp).toBe(200);
    expect(grade.vs_benchmark_bp).toBe(800);
  });
  it('a sell idea earns the opposite: $100 → $95 is +5.00 %, beating a +2 % benchmark by 7 %', () => {
    const grade = gradeIdea({
      ...base,
      ideaType: 'sell',
      postedPriceE4: 1_000_000,
      currentPriceE4: 950_000,
    });
    expect(grade.return_bp).toBe(500);
    expect(grade.vs_benchmark_bp).toBe(700);
  });
  it('rounds to whole basis points', () => {
    const grade = gradeIdea({
      ...base,
      ideaType: 'buy',
      postedPriceE4: 1_000_000,
      currentPriceE4: 1_012_345,
    });
    expect(grade.return_bp).toBe(123);
  });
  it('an unchanged price is zero, never negative zero', () => {
    const grade = gradeIdea({
      ideaType: 'sell',
      postedPriceE4: 1_000_000,
      currentPriceE4: 1_000_000,
      benchmarkSymbol: 'SPY',
      benchmarkPostedE4: 1,
      benchmarkCurrentE4: 1,
    });
    expect(Object.is(grade.return_bp, -0)).toBe(false);
    expect(Object.is(grade.vs_benchmark_bp, -0)).toBe(false);
  });
});
