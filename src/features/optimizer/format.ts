// Fractions shown as percentages (spec §5: two decimals): 0.12345 → "12.35%".
import { formatPercent } from '@/ui/format';

export function pct(fraction: number, decimals = 2): string {
  if (decimals === 2) return formatPercent(fraction * 100);
  return `${(fraction * 100).toFixed(decimals)}%`;
}
