// How an idea reads: its grade as signed percentages with two decimals (spec
// §5 "percentage up to two decimals"; a grade always shows both, so 1.5 % reads "+1.50%" beside
// "+0.25%"), its expectation and the day it was posted.
import type { IdeaType } from '@/contract/community';
import { dateTimeFormat, numberFormat } from '@/ui/intl';

const twoDecimals = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const day = dateTimeFormat({ dateStyle: 'medium' });

/** Basis points (1 bp = 0.01 %) as a signed percentage: 125 → "+1.25%", -40 → "-0.40%". */
export function formatGradePercent(bp: number): string {
  // Basis points are whole, so bp / 100 has at most two decimals: no rounding happens here.
  return `${twoDecimals.format(bp / 100)}%`;
}

export const IDEA_TYPE_LABELS: Record<IdeaType, string> = { buy: 'BUY', sell: 'SELL' };

/** "Expects +15% in 90 days", "Expects +15%", "Over 90 days", or null when neither is given. */
export function expectationText(
  expectedReturnPct: number | null,
  horizonDays: number | null,
): string | null {
  const horizon =
    horizonDays === null ? null : `${horizonDays} ${horizonDays === 1 ? 'day' : 'days'}`;
  if (expectedReturnPct === null) return horizon ? `Over ${horizon}` : null;
  const expected = `${expectedReturnPct > 0 ? '+' : ''}${expectedReturnPct}%`;
  return horizon ? `Expects ${expected} in ${horizon}` : `Expects ${expected}`;
}

export const sinceText = (createdAt: string) => `since ${day.format(new Date(createdAt))}`;
