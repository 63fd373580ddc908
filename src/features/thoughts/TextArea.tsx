// A multi-line plain-text field for thoughts and reports, styled like the house text fields, with
// a live character count beside it (limits from src/contract/community.ts).
import { styled } from '@/ui/theme/stitches';

export const TextAreaLabel = styled('label', {
  display: 'block',
  fontWeight: 600,
  fontSize: '$sm',
  marginBottom: '$2',
});

export const TextArea = styled('textarea', {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '120px',
  resize: 'vertical',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$appBackground',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$md',
  lineHeight: 1.5,
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});

export const CharCount = styled('p', {
  margin: '$1 0 0',
  fontSize: '$sm',
  color: '$textMuted',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  variants: { over: { true: { color: '$error', fontWeight: 600 } } },
});
