// A labelled native select (spec §3: items with text, value and disabled). Native, so keyboard
// and screen-reader behaviour come from the browser.
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';
import { describedBy } from './field-state';
import { FieldError, FieldHint, FieldLabel, FieldRoot, boxStyles } from './field-styles';

const NativeSelect = styled('select', { ...boxStyles, cursor: 'pointer' });

interface SelectItem {
  text: string;
  value: string;
  disabled?: boolean;
}

export interface SelectProps {
  name: string;
  label: string;
  value: string;
  items: readonly SelectItem[];
  onChange: (name: string, value: string) => void;
  /** Shown as a first, unselectable option while nothing is chosen. */
  placeholder?: string;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

export function Select({
  name,
  label,
  value,
  items,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
}: SelectProps) {
  const id = useId();
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} invalid={Boolean(error)}>
        {label}
      </FieldLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(name, event.target.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {items.map((item) => (
          <option key={item.value} value={item.value} disabled={item.disabled}>
            {item.text}
          </option>
        ))}
      </NativeSelect>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </FieldRoot>
  );
}
