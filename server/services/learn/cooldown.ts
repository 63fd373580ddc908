// The lesson cooldown (spec §4 "Lesson cooldown is one day. 'Until' times show in Eastern time"):
// after a completion the next lesson opens at the next midnight in New York, so "one a day" means
// one per New York calendar day whatever the hour of the completion. Decided on the server.
import { LESSON_COOLDOWN_DAYS } from '@/contract/learn';
import { easternDayOf, easternWallClockToUtc } from '../../market/eastern-time';

const HOUR_MS = 3_600_000;

/** The instant the cooldown after a completion at `completedAt` ends: New York midnight. */
export function cooldownEnd(completedAt: Date): Date {
  const day = easternDayOf(completedAt.getTime());
  // Midnight is never in the skipped or repeated hour (02:00), so the wall-clock conversion holds
  // on both daylight-saving change days.
  return new Date(easternWallClockToUtc(day + LESSON_COOLDOWN_DAYS, 0));
}

const EASTERN_LABEL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** E.g. 'Tue, Nov 24, 12:00 AM ET' (spec §4: 'until' times show in Eastern time). */
export const easternLabel = (at: Date): string => `${EASTERN_LABEL.format(at)} ET`;

/** Whole hours until `until`, rounded up (0 once it has passed). */
export const hoursUntil = (until: Date, now: Date): number =>
  Math.max(0, Math.ceil((until.getTime() - now.getTime()) / HOUR_MS));
