// The top row of a list screen: its heading on the left and the one action that adds to the list
// on the right (support requests, recurring deposits), wrapping under each other on a phone.
import { Link } from 'wouter';
import { styled } from './theme/stitches';

export const ScreenTop = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
  flexWrap: 'wrap',
});

/** A link that looks like the primary button: it navigates, so it stays a link for assistive tech. */
export const ActionLink = styled(Link, {
  display: 'inline-block',
  padding: '$2 $4',
  borderRadius: '$pill',
  backgroundColor: '$primaryCtaButton',
  color: '$buttonText',
  fontWeight: 600,
  textDecoration: 'none',
  marginBottom: '$4',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
