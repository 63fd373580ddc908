import { globalCss } from './stitches';

export const applyGlobalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'html, body': {
    margin: 0,
    backgroundColor: '$appBackground',
    color: '$text',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: 1.5,
    WebkitTextSizeAdjust: '100%',
  },
  a: { color: '$primaryCtaButton' },
  // A fieldset is as wide as its widest content by default (min-width: min-content): on a 320 px
  // phone that pushed whole forms past the screen.
  fieldset: { minWidth: 0 },
  ':focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '.visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
