// Pieces of result screens and modals shared by the money flows (funding, membership): the row of
// buttons at the end of a card or modal, and the big mark at the top of a result.
import { styled } from '@/ui/theme/stitches';

/** A row of buttons at the end of a card or modal, the primary one last (right-most). */
export const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
  marginTop: '$4',
});

/** The big check mark (or hourglass, tone waiting) of a result screen. */
export const ResultMark = styled('div', {
  fontSize: '40px',
  lineHeight: 1,
  marginBottom: '$3',
  color: '$positive',
  variants: { tone: { waiting: { color: '$warning' }, good: { color: '$positive' } } },
});
