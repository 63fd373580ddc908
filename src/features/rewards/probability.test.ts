import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrizeOdds } from '@/contract/rewards';
import { displayableOdds, formatProbability, isValidProbability } from './probability';

const row = (prize_cents: number, probability: unknown): PrizeOdds => ({
  prize_cents,
  weight: 1,
  denominator: 1,
  probability,
});

afterEach(() => vi.restoreAllMocks());

describe('referral-reward probability display', () => {
  it('accepts finite numbers from 0 to 1', () => {
    expect([0, 0.005, 0.5, 1].every(isValidProbability)).toBe(true);
    expect([-0.01, 1.01, NaN, Infinity, -Infinity, null, '0.5'].some(isValidProbability)).toBe(
      false,
    );
  });

  it('skips an invalid probability and logs the §8 console error, keeping the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = displayableOdds([
      row(100, 0.5),
      row(500, NaN),
      row(1_000, 1.5),
      row(1_500, null),
      row(2_500, 0.5),
    ]);
    expect(shown.map((r) => r.prize_cents)).toEqual([100, 2_500]);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[0]?.[0]).toBe('invalid probability');
    expect(error.mock.calls[0]?.[1]).toBeNaN();
    expect(error.mock.calls[1]?.[1]).toBe(1.5);
    expect(error.mock.calls[2]?.[1]).toBeNull();
  });

  it('logs nothing for a valid table', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(displayableOdds([row(100, 1)])).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('formats probabilities as percentages with up to two decimals', () => {
    expect([0.5, 0.3, 0.045, 0.005, 0.0001].map(formatProbability)).toEqual([
      '50%',
      '30%',
      '4.5%',
      '0.5%',
      '0.01%',
    ]);
  });
});
