// Small shared pieces of the funding screens. StatusChip: a status label for bank accounts,
// transfers and ACAT requests; words carry the meaning, the colour (a semantic token) only
// repeats it.
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

/** The big check mark of a result screen (as the trade result shows it). */
export const Mark = styled('div', {
  fontSize: '40px',
  lineHeight: 1,
  marginBottom: '$3',
  color: '$positive',
  variants: { tone: { waiting: { color: '$warning' }, good: { color: '$positive' } } },
});

/** A row of buttons at the end of a card or modal. */
export const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
  marginTop: '$4',
});
