// A gain or loss: the result icon (spec §2: neutral for zero, positive above, negative below),
// the signed amount through <Money> and the percentage (spec §5: two decimals), in the
// positive / negative / neutral tokens. The icon's label says the direction in words.
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

export function Gain({ cents, bp, size = 14 }: { cents: number; bp: number; size?: number }) {
  const tone = resultToneFor(cents);
  return (
    <Line data-tone={tone}>
      <ResultIcon value={cents} size={size} />
      <Money cents={cents} signed />
      <Percent tone={tone}>({formatChangeBasisPoints(bp)})</Percent>
    </Line>
  );
}
