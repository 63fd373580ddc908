import { describe, expect, it } from 'vitest';
import { badgeFigure } from './XpBadge';

describe("the XP badge's figure", () => {
  it.each([
    [0, '0'],
    [50, '50'],
    [9_999, '9,999'],
    [10_000, '10K'],
    [12_345, '12.3K'],
    [999_999, '1M'],
    [1_234_567, '1.2M'],
  ])('%i XP reads %s', (xp, shown) => {
    expect(badgeFigure(xp)).toBe(shown);
  });
});
