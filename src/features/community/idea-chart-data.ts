// The idea page's chart data: the security's and the benchmark's moves since the idea was posted,
// as percentages from the first close at or after the posting, on the bars of the shortest chart
// range that reaches back to it. Pure, so the rules are unit tested without a browser.
import type { Bar, ChartRange } from '@/contract/market';

const DAY_MS = 86_400_000;

/** The shortest range whose bars go back to the posting (5Y for anything older than a year). */
export function rangeSince(postedAt: string, now: Date): ChartRange {
  const days = (now.getTime() - Date.parse(postedAt)) / DAY_MS;
  if (days <= 1) return '1D';
  if (days <= 7) return '1W';
  if (days <= 30) return '1M';
  if (days <= 90) return '3M';
  if (days <= 180) return '6M';
  if (days <= 365) return '1Y';
  return '5Y';
}

export interface MovePoint {
  /** The bar's start, ms. */
  at: number;
  /** Change from the first close since posting, in basis points. */
  bp: number;
}

/**
 * The closes from the bar the posting falls in onwards, as basis points from the first of them.
 * A bar that started before the posting holds it when the next bar starts after it.
 */
export function movesSince(bars: readonly Bar[], postedAt: string): MovePoint[] {
  const posted = Date.parse(postedAt);
  const startsAfter = bars.findIndex((bar) => Date.parse(bar.start) > posted);
  const first = startsAfter === -1 ? bars.length - 1 : Math.max(0, startsAfter - 1);
  const since = bars.slice(first);
  const base = since[0]?.close_e4;
  if (!base) return [];
  return since.map((bar) => ({
    at: Date.parse(bar.start),
    bp: Math.round(((bar.close_e4 - base) / base) * 10_000),
  }));
}
