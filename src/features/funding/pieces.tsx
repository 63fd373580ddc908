// Small shared pieces of the funding screens. StatusChip (src/ui) labels bank accounts,
// transfers and ACAT requests.
import { styled } from '@/ui/theme/stitches';

export { StatusChip, type ChipTone } from '@/ui/StatusChip';

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
