import { describe, expect, it } from 'vitest';
import {
  addTradingDays,
  isMarketOpen,
  isTradingDay,
  nextOpen,
  previousClose,
  sessionFor,
  tradingDaysBetween,
  tradingDaysInRange,
} from './calendar';
import { dayNumberOf, isoDateOf } from './eastern-time';
import { easterSunday, nyseHolidays } from './holidays';

const at = (iso: string) => new Date(iso);

describe('NYSE holidays', () => {
  it('lists the ten 2026 holidays, Independence Day observed on Friday 3 July', () => {
    expect(nyseHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth' },
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('computes Easter by the Gregorian computus', () => {
    const easter = (year: number) => isoDateOf(easterSunday(year));
    expect(easter(2019)).toBe('2019-04-21');
    expect(easter(2024)).toBe('2024-03-31');
    expect(easter(2026)).toBe('2026-04-05'); // Good Friday 2026-04-03
    expect(easter(2038)).toBe('2038-04-25');
    expect(isTradingDay('2026-04-03')).toBe(false);
    expect(isTradingDay('2027-03-26')).toBe(false); // Good Friday 2027
  });

  it('moves weekend holidays, but never New Year to the Friday before', () => {
    expect(isTradingDay('2021-12-31')).toBe(true); // 1 Jan 2022 was a Saturday
    expect(isTradingDay('2023-01-02')).toBe(false); // 1 Jan 2023 was a Sunday
    expect(isTradingDay('2021-12-24')).toBe(false); // Christmas 2021 on a Saturday
    expect(isTradingDay('2022-06-20')).toBe(false); // Juneteenth on a Sunday
    expect(isTradingDay('2027-06-18')).toBe(false); // Juneteenth on a Saturday
    expect(isTradingDay('2021-06-18')).toBe(true); // before Juneteenth became a holiday
  });

  it('closes on announced days of mourning', () => {
    expect(isTradingDay('2025-01-09')).toBe(false);
    expect(isTradingDay('2018-12-05')).toBe(false);
  });

  it('is closed on weekends', () => {
    expect(isTradingDay('2026-11-21')).toBe(false);
    expect(isTradingDay('2026-11-22')).toBe(false);
    expect(sessionFor('2026-11-22')).toBeNull();
  });
});

describe('sessions', () => {
  it('runs 09:30 to 16:00 New York time, in UTC across the March and November switches', () => {
    expect(sessionFor('2026-03-06')).toEqual({
      date: '2026-03-06',
      open: at('2026-03-06T14:30:00Z'),
      close: at('2026-03-06T21:00:00Z'),
      earlyClose: false,
    });
    expect(sessionFor('2026-03-09')?.open).toEqual(at('2026-03-09T13:30:00Z'));
    expect(sessionFor('2026-10-30')?.close).toEqual(at('2026-10-30T20:00:00Z'));
    expect(sessionFor('2026-11-02')?.open).toEqual(at('2026-11-02T14:30:00Z'));
  });

  it('closes at 13:00 the day after Thanksgiving, on Christmas Eve and on 3 July', () => {
    expect(sessionFor('2026-11-27')).toMatchObject({
      close: at('2026-11-27T18:00:00Z'),
      earlyClose: true,
    });
    expect(sessionFor('2026-12-24')).toMatchObject({
      close: at('2026-12-24T18:00:00Z'),
      earlyClose: true,
    });
    expect(sessionFor('2025-07-03')).toMatchObject({
      close: at('2025-07-03T17:00:00Z'),
      earlyClose: true,
    });
    // 3 July 2026 is the observed holiday: the 2nd is a full day.
    expect(sessionFor('2026-07-02')).toMatchObject({
      close: at('2026-07-02T20:00:00Z'),
      earlyClose: false,
    });
  });

  it('is open from the open (inclusive) to the close (exclusive)', () => {
    expect(isMarketOpen(at('2026-11-20T14:29:59Z'))).toBe(false);
    expect(isMarketOpen(at('2026-11-20T14:30:00Z'))).toBe(true);
    expect(isMarketOpen(at('2026-11-20T20:59:59Z'))).toBe(true);
    expect(isMarketOpen(at('2026-11-20T21:00:00Z'))).toBe(false);
    expect(isMarketOpen(at('2026-11-21T16:00:00Z'))).toBe(false); // Saturday
    expect(isMarketOpen(at('2026-11-27T18:30:00Z'))).toBe(false); // 13:30 on the half day
  });

  it('finds the next open and the previous close', () => {
    // Friday evening → Monday's open.
    expect(nextOpen(at('2026-11-20T22:00:00Z'))).toEqual(at('2026-11-23T14:30:00Z'));
    // The evening before Thanksgiving → Friday's open.
    expect(nextOpen(at('2026-11-25T22:00:00Z'))).toEqual(at('2026-11-27T14:30:00Z'));
    // Early morning → the same day's open; during a session → tomorrow's.
    expect(nextOpen(at('2026-11-24T12:00:00Z'))).toEqual(at('2026-11-24T14:30:00Z'));
    expect(nextOpen(at('2026-11-24T15:00:00Z'))).toEqual(at('2026-11-25T14:30:00Z'));

    expect(previousClose(at('2026-11-23T12:00:00Z'))).toEqual(at('2026-11-20T21:00:00Z'));
    expect(previousClose(at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-20T21:00:00Z'));
    expect(previousClose(at('2026-11-23T21:00:00Z'))).toEqual(at('2026-11-23T21:00:00Z'));
    expect(previousClose(at('2026-11-27T19:00:00Z'))).toEqual(at('2026-11-27T18:00:00Z'));
  });

  it('counts trading days', () => {
    expect(tradingDaysBetween('2026-11-20', '2026-11-23')).toBe(1); // Friday → Monday
    expect(tradingDaysBetween('2026-11-23', '2026-11-30')).toBe(4); // Thanksgiving week
    expect(tradingDaysBetween('2026-11-30', '2026-11-23')).toBe(-4);
    expect(tradingDaysBetween('2025-12-31', '2026-12-31')).toBe(251); // 261 weekdays − 10 holidays
    expect(tradingDaysBetween('2024-12-31', '2025-12-31')).toBe(250);
    expect(tradingDaysInRange('2026-11-25', '2026-11-30')).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(addTradingDays('2026-11-25', 1)).toBe('2026-11-27'); // T+1 skips Thanksgiving
    expect(addTradingDays('2026-11-23', -1)).toBe('2026-11-20');
  });

  it('never closes for more than three days in a row, 2000 to 2100', () => {
    let last = dayNumberOf('2000-01-03');
    let longestGap = 0;
    for (let day = last; day < dayNumberOf('2100-12-31'); day++) {
      if (isTradingDay(isoDateOf(day))) last = day;
      longestGap = Math.max(longestGap, day - last);
    }
    expect(longestGap).toBe(3); // a long weekend: Thursday → Monday or Friday → Tuesday
  });
});
