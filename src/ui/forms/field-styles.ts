// Pieces every form control shares, so errors and hints look the same everywhere (spec §8: a
// supplied error text shows below the field). Semantic tokens only (CONTRIBUTING).
import { styled } from '@/ui/theme/stitches';

export const FieldRoot = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  marginBottom: '$4',
});

export const Fieldset = styled('fieldset', {
  border: 0,
  padding: 0,
  margin: '0 0 $4',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

export const Legend = styled('legend', {
  fontSize: '$sm',
  fontWeight: 600,
  padding: 0,
  marginBottom: '$2',
  variants: { invalid: { true: { color: '$error' } } },
});

export const FieldLabel = styled('label', {
  fontSize: '$sm',
  fontWeight: 600,
  variants: { invalid: { true: { color: '$error' } } },
});

export const FieldError = styled('p', { color: '$error', fontSize: '$sm', margin: 0 });
export const FieldHint = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });

/** A bordered input box; `invalid` turns the border to the error colour (spec §4). */
export const boxStyles = {
  fontFamily: 'inherit',
  fontSize: '$md',
  color: '$text',
  backgroundColor: '$appBackground',
  border: '1px solid $border',
  borderRadius: '$md',
  minHeight: '44px',
  padding: '$2 $3',
  // Disabled text stays readable ($textMuted), the dashed border says it cannot be changed.
  '&:disabled': { color: '$textMuted', borderStyle: 'dashed', cursor: 'not-allowed' },
  variants: { invalid: { true: { borderColor: '$error' } } },
} as const;
