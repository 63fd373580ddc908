// A price change with its direction (spec §2 result icon: neutral for zero, positive above,
// negative below): icon, signed amount and percentage, in the matching theme token.
import type { Quote } from '@/contract/market';
import { formatChangeBasisPoints, formatPriceChangeUnits } from '@/ui/format';
import { ResultIcon, resultToneFor } from '@/ui/ResultIcon';
import { styled } from '@/ui/theme/stitches';

const Text = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$neutral' },
    },
  },
});

export function Change({
  quote,
  amount = true,
}: {
  quote: Pick<Quote, 'change_e4' | 'change_bp'>;
  /** Show the dollar change before the percentage. */
  amount?: boolean;
}) {
  const tone = resultToneFor(quote.change_bp);
  const percent = formatChangeBasisPoints(quote.change_bp);
  return (
    <Text tone={tone}>
      <ResultIcon value={quote.change_bp} size={12} />
      {amount ? `${formatPriceChangeUnits(quote.change_e4)} (${percent})` : percent}
    </Text>
  );
}
