// The market's top movers from the trending list (GET /market/trending: the day's biggest moves on
// the heaviest trading): the largest rises and the largest falls, each biggest first.
import type { QuotedSecurity } from '@/contract/market';

const MOVERS_SHOWN = 5;

export function splitMovers(
  stocks: readonly QuotedSecurity[],
  count = MOVERS_SHOWN,
): { gainers: QuotedSecurity[]; losers: QuotedSecurity[] } {
  const gainers = stocks
    .filter((row) => row.quote.change_bp > 0)
    .sort((a, b) => b.quote.change_bp - a.quote.change_bp)
    .slice(0, count);
  const losers = stocks
    .filter((row) => row.quote.change_bp < 0)
    .sort((a, b) => a.quote.change_bp - b.quote.change_bp)
    .slice(0, count);
  return { gainers, losers };
}
