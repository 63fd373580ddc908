// Market times are shown in New York time, the exchange's clock (DESIGN.md "Money, quantities,
// time": store UTC, show Eastern time where it matters), marked "ET" so nobody reads them as local.
const NEW_YORK = 'America/New_York';

const asOf = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const minute = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const weekdayTime = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 20, 4:00 PM ET". */
export const formatAsOf = (iso: string) => `${asOf.format(new Date(iso))} ET`;

/** "Mon 9:30 AM ET" (the next open). */
export const formatNextOpen = (iso: string) => `${weekdayTime.format(new Date(iso))} ET`;

/** A New York calendar date (YYYY-MM-DD) as "Wednesday, July 23". */
export const formatMarketDate = (isoDate: string) => day.format(new Date(`${isoDate}T12:00:00Z`));

/** A bar's start (New York): date and time for intraday bars, the date for daily and weekly ones. */
export const formatBarStart = (iso: string, intraday: boolean) =>
  (intraday ? minute : shortDay).format(new Date(iso));
