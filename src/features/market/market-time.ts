// Market times are shown in New York time, the exchange's clock (DESIGN.md "Money, quantities,
// time": store UTC, show Eastern time where it matters), marked "ET" so nobody reads them as local.
// Times of day go through formatMarketTime (src/ui/format.ts), the one helper every screen uses.
import { formatMarketTime, MARKET_TIME_ZONE as NEW_YORK } from '@/ui/format';
import { dateTimeFormat } from '@/ui/intl';

const day = dateTimeFormat({
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const shortDay = dateTimeFormat({
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Nov 20, 4:00 PM ET". */
export const formatAsOf = (iso: string) => formatMarketTime(iso, 'dateTime');

/** "Mon 9:30 AM ET" (the next open). */
export const formatNextOpen = (iso: string) => formatMarketTime(iso, 'weekdayTime');

/** A New York calendar date (YYYY-MM-DD) as "Wednesday, July 23". */
export const formatMarketDate = (isoDate: string) => day.format(new Date(`${isoDate}T12:00:00Z`));

/** A bar's start (New York): "Nov 20, 10:05 AM ET" intraday, the date for daily and weekly bars. */
export const formatBarStart = (iso: string, intraday: boolean) =>
  intraday ? formatMarketTime(iso, 'dateTime') : shortDay.format(new Date(iso));
