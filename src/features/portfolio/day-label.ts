// What the day's change is of. Figures the device kept (from the member's last visit, painted
// while the fresh ones are on their way, or the service worker's copy when the network fails:
// useApiQuery keptAt) say when they are from, on the market's clock as the app's other times,
// in about the room "today" takes, so the card does not grow and shrink as the fresh answer comes.
import { formatMarketTime, MARKET_TIME_ZONE } from '@/ui/format';
import { dateTimeFormat } from '@/ui/intl';

const onMarketClock = (options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat({ timeZone: MARKET_TIME_ZONE, ...options });
/** The New York day an instant falls on, to compare two instants' days. */
const marketDay = onMarketClock({ dateStyle: 'short' });
const monthDay = onMarketClock({ month: 'short', day: 'numeric' });

export function dayChangeLabel(keptAt: number | null, now = Date.now()): string {
  if (keptAt === null) return 'today';
  return marketDay.format(keptAt) === marketDay.format(now)
    ? `as of ${formatMarketTime(new Date(keptAt), 'time')}`
    : `as of ${monthDay.format(keptAt)}`;
}
