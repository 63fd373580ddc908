// How the snapshot writes numbers (spec §5: percentages and ratios with two and one decimals).
import type { ChartRange } from '../../../market';

const RANGE_NAMES: Partial<Record<ChartRange, string>> = {
  '1M': 'one month',
  '3M': 'three months',
  '6M': 'six months',
  '1Y': 'one year',
};

export const rangeName = (range: ChartRange) => RANGE_NAMES[range] ?? range;

/** 1234 bp → "12.34"; with `signed`, "+12.34" / "−12.34". */
export function formatBp(bp: number, signed = false): string {
  const text = (Math.abs(bp) / 100).toFixed(2);
  if (!signed || bp === 0) return bp < 0 && !signed ? `-${text}` : text;
  return `${bp > 0 ? '+' : '−'}${text}`;
}

export const formatRatio = (ratio: number) => ratio.toFixed(1);

/** "rose 12.34%", "fell 3.10%", "was unchanged" (spec §5 percentages, as formatPercent). */
export function describeChange(bp: number): string {
  if (bp === 0) return 'was unchanged';
  return `${bp > 0 ? 'rose' : 'fell'} ${formatBp(Math.abs(bp))}%`;
}

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "2025-05-15" → "May 15, 2025" (the date as New York names it; no time zone shift). */
export const formatIsoDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));
