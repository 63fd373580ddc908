import { describe, expect, it } from 'vitest';
import {
  dayNumberOf,
  easternDateOf,
  easternOffsetMinutes,
  easternWallClockToUtc,
  isoDateOf,
  weekdayOf,
} from './eastern-time';

// Intl's tz database is the reference our hand-written DST rule must agree with.
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  timeZoneName: 'shortOffset',
});
const intlOffset = (ms: number) => {
  const parts = newYork.formatToParts(new Date(ms));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value; // "GMT-4"
  return Number(name?.replace('GMT', '')) * 60;
};

describe('US Eastern time', () => {
  it('agrees with the tz database every 7 hours from 2018 to 2031', () => {
    const start = Date.UTC(2018, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    const disagreements: string[] = [];
    for (let ms = start; ms < end; ms += 7 * 3_600_000) {
      if (easternOffsetMinutes(ms) !== intlOffset(ms))
        disagreements.push(new Date(ms).toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it('switches at 02:00 local on the second Sunday of March and the first of November 2026', () => {
    expect(easternOffsetMinutes(Date.parse('2026-03-08T06:59:59Z'))).toBe(-300);
    expect(easternOffsetMinutes(Date.parse('2026-03-08T07:00:00Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2026-11-01T05:59:59Z'))).toBe(-240);
    expect(easternOffsetMinutes(Date.parse('2026-11-01T06:00:00Z'))).toBe(-300);
  });

  it('turns New York wall-clock times into UTC on both sides of a switch', () => {
    const nineThirty = 9 * 60 + 30;
    // 6 March 2026 is EST (UTC-5), 9 March EDT (UTC-4).
    expect(
      new Date(easternWallClockToUtc(dayNumberOf('2026-03-06'), nineThirty)).toISOString(),
    ).toBe('2026-03-06T14:30:00.000Z');
    expect(
      new Date(easternWallClockToUtc(dayNumberOf('2026-03-09'), nineThirty)).toISOString(),
    ).toBe('2026-03-09T13:30:00.000Z');
  });

  it('gives the New York date, which lags UTC in the evening', () => {
    expect(easternDateOf(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20'); // 22:00 EST
    expect(easternDateOf(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21'); // 00:00 EST
  });

  it('round-trips dates and knows weekdays', () => {
    expect(isoDateOf(dayNumberOf('2026-04-03'))).toBe('2026-04-03');
    expect(weekdayOf(dayNumberOf('2026-04-03'))).toBe(5); // a Friday
    expect(() => dayNumberOf('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumberOf('3 April')).toThrow(RangeError);
  });
});
