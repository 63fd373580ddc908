// A position's gain or loss on the security page: the result icon (spec §2: neutral for zero,
// positive above, negative below), the signed amount through <Money> and the percentage (spec §5:
// two decimals). The portfolio screen shows the same figures the same way.
import { formatChangeBasisPoints } from '@/ui/format';
import { Money } from '@/ui/Money';
import { ResultIcon, resultToneFor } from '@/ui/ResultIcon';
import { styled } from '@/ui/theme/stitches';

const Line = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  flexWrap: 'wrap',
  fontVariantNumeric: 'tabular-nums',
});
const Percent = styled('span', {
  variants: {
    tone: {
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$neutral' },
    },
  },
});

export function GainText({ cents, bp }: { cents: number; bp: number }) {
  const tone = resultToneFor(cents);
  return (
    <Line>
      <ResultIcon value={cents} size={14} />
      <Money cents={cents} signed />
      <Percent tone={tone}>({formatChangeBasisPoints(bp)})</Percent>
    </Line>
  );
}
