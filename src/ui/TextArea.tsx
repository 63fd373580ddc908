// Plain-text fields styled like the house text fields: a multi-line one (thoughts, reports, asks)
// with a live character count beside it (limits come from the contracts), and a one-line input
// without a floating label (filters, links to copy).
import { styled } from '@/ui/theme/stitches';

export const TextAreaLabel = styled('label', {
  display: 'block',
  fontWeight: 600,
  fontSize: '$sm',
  marginBottom: '$2',
});

const plainField = {
  width: '100%',
  boxSizing: 'border-box',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$appBackground',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$md',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
} as const;

export const TextArea = styled('textarea', plainField, {
  display: 'block',
  minHeight: '120px',
  resize: 'vertical',
  padding: '$3',
  lineHeight: 1.5,
});

export const PlainInput = styled('input', plainField, { minHeight: '44px', padding: '$2 $3' });

export const CharCount = styled('p', {
  margin: '$1 0 0',
  fontSize: '$sm',
  color: '$textMuted',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  variants: { over: { true: { color: '$error', fontWeight: 600 } } },
});
