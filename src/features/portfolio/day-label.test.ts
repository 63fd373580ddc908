import { describe, expect, it } from 'vitest';
import { dayChangeLabel } from './day-label';

describe("the day's change label", () => {
  // 18:00 in New York (EST, UTC-5).
  const now = Date.parse('2026-11-28T23:00:00Z');

  it('is "today" for an answer of this moment', () => {
    expect(dayChangeLabel(null, now)).toBe('today');
  });

  it("gives the market clock's time of a kept answer from the same day, the date of an older one", () => {
    expect(dayChangeLabel(Date.parse('2026-11-28T14:05:00Z'), now)).toBe('as of 9:05 AM ET');
    // 02:40 UTC on the 27th is still the 26th in New York.
    expect(dayChangeLabel(Date.parse('2026-11-27T02:40:00Z'), now)).toBe('as of Nov 26');
  });
});
