// A status label (bank accounts, transfers, memberships, subscriptions): the words carry the
// meaning, the colour (a semantic token) only repeats it.
import { styled } from '@/ui/theme/stitches';

export type ChipTone = 'good' | 'waiting' | 'bad' | 'plain';

export const StatusChip = styled('span', {
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: '2px $2',
  borderRadius: '$pill',
  border: '1px solid',
  fontSize: '$xs',
  fontWeight: 600,
  lineHeight: 1.5,
  variants: {
    tone: {
      good: { color: '$positive', borderColor: '$positive' },
      waiting: { color: '$warning', borderColor: '$warning' },
      bad: { color: '$error', borderColor: '$error' },
      plain: { color: '$textMuted', borderColor: '$border' },
    },
  },
  defaultVariants: { tone: 'plain' },
});
