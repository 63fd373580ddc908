// The one way to show money (CONTRIBUTING "Money"): integer cents in, tabular numerals so columns
// line up, and when signed the positive / negative / neutral tokens (CONVENTIONS "Money").
import { formatCents } from './format';
import { styled } from '@/ui/theme/stitches';

const Amount = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  variants: {
    tone: {
      plain: {},
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$neutral' },
    },
  },
});

export function Money({ cents, signed = false }: { cents: number; signed?: boolean }) {
  // Unsigned amounts (a balance, a price) keep the text colour; a signed zero is neutral.
  const tone = !signed ? 'plain' : cents === 0 ? 'neutral' : cents > 0 ? 'positive' : 'negative';
  return <Amount tone={tone}>{formatCents(cents)}</Amount>;
}
