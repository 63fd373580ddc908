// A labelled checkbox holding a boolean (spec §3). A click flips it (§4); with `stopPropagation`
// the click stops here, for checkboxes inside clickable rows or cards whose own click must not run.
import { useId, type MouseEvent } from 'react';
import { styled } from '@/ui/theme/stitches';
import { describedBy } from './field-state';
import { FieldError, FieldHint, FieldRoot } from './field-styles';

const Row = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '44px',
  color: '$text',
  cursor: 'pointer',
  '& input': {
    width: '20px',
    height: '20px',
    margin: 0,
    accentColor: 'var(--colors-primaryCtaButton)',
  },
  '&:has(input:disabled)': { color: '$textMuted', cursor: 'not-allowed' },
  variants: { invalid: { true: { color: '$error' } } },
});

export interface CheckboxProps {
  name: string;
  label: string;
  value: boolean;
  onChange: (name: string, value: boolean) => void;
  stopPropagation?: boolean;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

export function Checkbox({
  name,
  label,
  value,
  onChange,
  stopPropagation,
  error,
  hint,
  disabled,
}: CheckboxProps) {
  const id = useId();
  // Clicks on the box and on its label both pass through the row, so one handler covers both.
  const click = (event: MouseEvent) => {
    if (stopPropagation) event.stopPropagation();
  };
  return (
    <FieldRoot>
      <Row invalid={Boolean(error)} onClick={click}>
        <input
          type="checkbox"
          name={name}
          checked={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={() => onChange(name, !value)}
        />
        {label}
      </Row>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </FieldRoot>
  );
}
