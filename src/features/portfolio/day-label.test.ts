import { describe, expect, it } from 'vitest';
import { dayChangeLabel } from './day-label';

describe("the day's change label", () => {
  const now = new Date(2026, 10, 28, 18, 0).getTime();

  it('is "today" for an answer of this page', () => {
    expect(dayChangeLabel(null, now)).toBe('today');
  });

  it('gives the time of a kept answer from the same day, the date of an older one', () => {
    expect(dayChangeLabel(new Date(2026, 10, 28, 9, 5).getTime(), now)).toBe('as of 9:05 AM');
    expect(dayChangeLabel(new Date(2026, 10, 26, 21, 40).getTime(), now)).toBe('as of Nov 26');
  });
});
