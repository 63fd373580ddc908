// What the day's change is of. Figures the device kept (from the member's last visit, painted
// while the fresh ones are on their way, or the service worker's copy when the network fails:
// useApiQuery keptAt) say when they are from, on the market's clock as the app's other times,
// in about the room "today" takes, so the card does not grow and shrink as the fresh answer comes.
import { MARKET_TIME_ZONE } from '@/ui/format';

export function dayChangeLabel(keptAt: number | null, now = Date.now()): string {
  if (keptAt === null) return 'today';
  const clock = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, ...options });
  const day = clock({ dateStyle: 'short' });
  return day.format(keptAt) === day.format(now)
    ? `as of ${clock({ hour: 'numeric', minute: '2-digit' }).format(keptAt)} ET`
    : `as of ${clock({ month: 'short', day: 'numeric' }).format(keptAt)}`;
}
