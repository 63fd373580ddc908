import { styled } from './theme/stitches';

export const Card = styled('section', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  '& + &': { marginTop: '$4' },
  // Phone first: 8 px more for the content on each side of a 320–430 px screen.
  '@mobile': { padding: '$4' },
});

export const Heading = styled('h1', {
  fontSize: '$xl',
  lineHeight: 1.2,
  margin: '0 0 $4',
  variants: { level: { 2: { fontSize: '$lg', margin: '0 0 $3' } } },
});

export const Muted = styled('p', { color: '$textMuted', margin: '0 0 $4' });
