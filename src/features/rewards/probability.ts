// The referral-reward probability display (spec §3 "referral reward probability"; §8 "invalid
// probability console errors"). A probability that is not a finite number in [0, 1] is a bug on
// our side, not something the member can act on: it is logged to the console (and so reaches
// error reporting) and its row is left out, rather than showing "NaN%" or "120%".
import type { PrizeOdds } from '@/contract/rewards';
import { numberFormat } from '@/ui/intl';

export function isValidProbability(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** The rows worth showing; each invalid one logs `invalid probability` with its value. */
export function displayableOdds(
  rows: readonly PrizeOdds[],
): Array<{ prize_cents: number; probability: number }> {
  const shown: Array<{ prize_cents: number; probability: number }> = [];
  for (const row of rows) {
    if (isValidProbability(row.probability)) {
      shown.push({ prize_cents: row.prize_cents, probability: row.probability });
    } else {
      console.error('invalid probability', row.probability, { prize_cents: row.prize_cents });
    }
  }
  return shown;
}

const percent = numberFormat({
  style: 'percent',
  maximumFractionDigits: 2,
});

/** 0.5 → "50%", 0.045 → "4.5%", 0.005 → "0.5%" (percentages up to two decimals, spec §5). */
export const formatProbability = (probability: number): string => percent.format(probability);
