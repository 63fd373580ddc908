// The one way to show money: tabular numerals, and the positive/negative/neutral tokens when signed.
import { formatCents } from './format';
import { styled } from './theme/stitches';

const Amount = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  variants: {
    tone: { positive: { color: '$positive' }, negative: { color: '$negative' }, neutral: {} },
  },
});

export function Money({ cents, signed = false }: { cents: number; signed?: boolean }) {
  const tone = !signed || cents === 0 ? 'neutral' : cents > 0 ? 'positive' : 'negative';
  return <Amount tone={tone}>{formatCents(cents)}</Amount>;
}
