// The NYSE trading calendar (DESIGN.md "Market and broker": NYSE calendar and hours). Regular
// session 09:30–16:00 New York time, 13:00 close on early-close days (holidays.ts). Pre- and
// post-market sessions are not modelled: orders and quotes follow the regular session only.
import {
  type DayNumber,
  type IsoDate,
  dayNumberOf,
  easternDayOf,
  easternWallClockToUtc,
  isoDateOf,
  weekdayOf,
  yearOf,
} from './eastern-time';
import { yearCalendar } from './holidays';

const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 16 * 60;
const EARLY_CLOSE_MINUTE = 13 * 60;

/** A regular trading session. */
export interface Session {
  date: IsoDate;
  open: Date;
  close: Date;
  /** True on 13:00 early-close days. */
  earlyClose: boolean;
}

/** The same session in numbers, for the price model's loops. */
export interface SessionTimes {
  day: DayNumber;
  openMs: number;
  closeMs: number;
  /** Session length in whole minutes: 390, or 210 on an early-close day. */
  minutes: number;
}

// A stretch of two weeks always holds a trading day; the bound stops a bad date from looping.
const MAX_SCAN_DAYS = 14;

export function isTradingDayNumber(day: DayNumber): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  return !yearCalendar(yearOf(day)).holidays.has(day);
}

export function sessionTimes(day: DayNumber): SessionTimes | null {
  if (!isTradingDayNumber(day)) return null;
  const early = yearCalendar(yearOf(day)).earlyCloses.has(day);
  const closeMinute = early ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE;
  return {
    day,
    openMs: easternWallClockToUtc(day, OPEN_MINUTE),
    closeMs: easternWallClockToUtc(day, closeMinute),
    minutes: closeMinute - OPEN_MINUTE,
  };
}

export function nextTradingDayNumber(day: DayNumber): DayNumber {
  for (let next = day + 1; next <= day + MAX_SCAN_DAYS; next++) {
    if (isTradingDayNumber(next)) return next;
  }
  throw new Error(`no trading day within ${MAX_SCAN_DAYS} days after ${isoDateOf(day)}`);
}

function previousTradingDayNumber(day: DayNumber): DayNumber {
  for (let prev = day - 1; prev >= day - MAX_SCAN_DAYS; prev--) {
    if (isTradingDayNumber(prev)) return prev;
  }
  throw new Error(`no trading day within ${MAX_SCAN_DAYS} days before ${isoDateOf(day)}`);
}

/** The session that is open at `instantMs`, else the last one that closed at or before it. */
export function latestSessionAt(instantMs: number): SessionTimes {
  const today = sessionTimes(easternDayOf(instantMs));
  if (today && today.openMs <= instantMs) return today;
  const day = previousTradingDayNumber(easternDayOf(instantMs));
  return sessionTimes(day) as SessionTimes;
}

// ---- Public API: dates as 'YYYY-MM-DD' (New York), instants as Date ----

export function isTradingDay(date: IsoDate): boolean {
  return isTradingDayNumber(dayNumberOf(date));
}

/** The regular session of a date, or null when the exchange is closed all day. */
export function sessionFor(date: IsoDate): Session | null {
  const times = sessionTimes(dayNumberOf(date));
  return times && toSession(times);
}

/** True from the open (inclusive) to the close (exclusive) of a regular session. */
export function isMarketOpen(at: Date): boolean {
  const ms = at.getTime();
  const times = sessionTimes(easternDayOf(ms));
  return times !== null && ms >= times.openMs && ms < times.closeMs;
}

/** The first session open strictly after `at` (during a session: tomorrow's open). */
export function nextOpen(at: Date): Date {
  const ms = at.getTime();
  const today = sessionTimes(easternDayOf(ms));
  if (today && ms < today.openMs) return new Date(today.openMs);
  const next = sessionTimes(nextTradingDayNumber(easternDayOf(ms))) as SessionTimes;
  return new Date(next.openMs);
}

/** The last session close at or before `at` (during a session: the previous day's close). */
export function previousClose(at: Date): Date {
  const ms = at.getTime();
  const today = sessionTimes(easternDayOf(ms));
  if (today && ms >= today.closeMs) return new Date(today.closeMs);
  const previous = sessionTimes(previousTradingDayNumber(easternDayOf(ms))) as SessionTimes;
  return new Date(previous.closeMs);
}

/**
 * Trading days after `from` up to and including `to` (Friday → Monday is 1); negative when `to`
 * is before `from`. Settlement (T+1) and "N sessions ago" both count this way.
 */
export function tradingDaysBetween(from: IsoDate, to: IsoDate): number {
  const start = dayNumberOf(from);
  const end = dayNumberOf(to);
  const [low, high, sign] = start <= end ? [start, end, 1] : [end, start, -1];
  let count = 0;
  for (let day = low + 1; day <= high; day++) if (isTradingDayNumber(day)) count++;
  return sign * count;
}

/** The trading days from `from` to `to`, both included when they are trading days. */
export function tradingDaysInRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = dayNumberOf(from); day <= dayNumberOf(to); day++) {
    if (isTradingDayNumber(day)) days.push(isoDateOf(day));
  }
  return days;
}

/** The trading day `count` sessions after `date` (before, when negative); T+1 is addTradingDays(d, 1). */
export function addTradingDays(date: IsoDate, count: number): IsoDate {
  let day = dayNumberOf(date);
  for (let i = 0; i < Math.abs(count); i++) {
    day = count > 0 ? nextTradingDayNumber(day) : previousTradingDayNumber(day);
  }
  return isoDateOf(day);
}

function toSession(times: SessionTimes): Session {
  return {
    date: isoDateOf(times.day),
    open: new Date(times.openMs),
    close: new Date(times.closeMs),
    earlyClose: times.minutes !== CLOSE_MINUTE - OPEN_MINUTE,
  };
}
