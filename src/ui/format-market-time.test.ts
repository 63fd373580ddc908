// formatMarketTime: every market time on the exchange's clock (New York) with "ET", whatever the
// reader's zone, across both daylight-saving changes (second Sunday of March, first of November).
import { describe, expect, it } from 'vitest';
import { formatMarketTime, NOT_A_NUMBER } from './format';

// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const at = (iso: string, style?: Parameters<typeof formatMarketTime>[1]) =>
  plain(formatMarketTime(iso, style));

describe('formatMarketTime', () => {
  it('shows the open in summer (EDT, UTC−4) as 9:30 AM ET', () => {
    // 13:30 UTC − 4 h = 9:30 New York.
    expect(at('2025-07-23T13:30:00Z', 'time')).toBe('9:30 AM ET');
    expect(at('2025-07-23T13:30:00Z', 'weekdayTime')).toBe('Wed 9:30 AM ET');
    expect(at('2025-07-23T20:00:00Z')).toBe('Jul 23, 4:00 PM ET');
    expect(at('2025-07-23T20:00:00Z', 'fullDateTime')).toBe('Jul 23, 2025, 4:00 PM ET');
  });

  it('shows the open in winter (EST, UTC−5) as 9:30 AM ET', () => {
    // 14:30 UTC − 5 h = 9:30 New York.
    expect(at('2026-11-20T14:30:00Z', 'time')).toBe('9:30 AM ET');
    expect(at('2026-11-20T14:30:00Z', 'weekdayTime')).toBe('Fri 9:30 AM ET');
  });

  it('follows the spring-forward and fall-back days', () => {
    // Sunday 8 March 2026, 2:00 EST → 3:00 EDT. Monday's open is 13:30 UTC, Friday's was 14:30.
    expect(at('2026-03-06T14:30:00Z', 'weekdayTime')).toBe('Fri 9:30 AM ET');
    expect(at('2026-03-09T13:30:00Z', 'weekdayTime')).toBe('Mon 9:30 AM ET');
    // Sunday 1 November 2026, 2:00 EDT → 1:00 EST. Friday's close 20:00 UTC, Monday's 21:00.
    expect(at('2026-10-30T20:00:00Z')).toBe('Oct 30, 4:00 PM ET');
    expect(at('2026-11-02T21:00:00Z')).toBe('Nov 2, 4:00 PM ET');
  });

  it('takes the New York date, not UTC: 01:00 UTC is the evening before in New York', () => {
    expect(at('2026-01-15T01:00:00Z')).toBe('Jan 14, 8:00 PM ET');
  });

  it('accepts a Date and answers a dash for an invalid one', () => {
    expect(plain(formatMarketTime(new Date('2025-07-23T13:30:00Z'), 'time'))).toBe('9:30 AM ET');
    expect(formatMarketTime('not a date')).toBe(NOT_A_NUMBER);
  });
});
