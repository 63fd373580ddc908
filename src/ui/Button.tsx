// The shared button. `data-analytics="<description>"` opts a call to action in to §3 'button
// clicked' (its position and button type read from where it sits and what it is): one listener
// sends it (platform/analytics/clicks.ts), so a tracked button costs its screen no code.
import { styled } from './theme/stitches';

export const Button = styled('button', {
  appearance: 'none',
  border: '1px solid transparent',
  borderRadius: '$pill',
  padding: '$3 $5',
  fontSize: '$md',
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  // On a phone a long label wraps inside the button instead of pushing the page wider.
  // (break-word, not anywhere: a word is never split, so a flex row cannot squeeze "Follow" into
  // a column of letters.)
  '@mobile': { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'break-word' },
  '&:disabled': { backgroundColor: '$disabled', borderColor: '$disabled', cursor: 'not-allowed' },
  variants: {
    variant: {
      primary: { backgroundColor: '$primaryCtaButton', color: '$buttonText' },
      secondary: { backgroundColor: 'transparent', color: '$text', borderColor: '$border' },
      link: {
        backgroundColor: 'transparent',
        color: '$primaryCtaButton',
        padding: '$1 $2',
        minHeight: 'auto',
      },
      /** A card's secondary actions (share, report): muted, underlined, small. */
      quiet: {
        backgroundColor: 'transparent',
        color: '$textMuted',
        fontSize: '$sm',
        fontWeight: 400,
        textDecoration: 'underline',
        padding: '0 $2',
        minHeight: '36px',
        '&:hover': { color: '$text' },
      },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary' },
});
