// A multi-select (spec §3: a list of selected values; items with text and value). Each item is a
// native checkbox in a fieldset, so Tab and Space work and the legend names the group; clicking an
// item toggles its membership (§4).
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';
import { describedBy } from './field-state';
import { FieldError, FieldHint, Fieldset, Legend } from './field-styles';
import { toggleMembership, type MultiSelectItem } from './multi-select';

const Options = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Option = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  padding: '$2 $4',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$component',
  color: '$text',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$primaryCtaButton', fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:has(input:disabled)': { borderStyle: 'dashed', color: '$textMuted', cursor: 'not-allowed' },
  '& input': { margin: 0, accentColor: 'var(--colors-primaryCtaButton)' },
});

export interface MultiSelectProps {
  name: string;
  label: string;
  /** The selected values. */
  value: readonly string[];
  items: readonly MultiSelectItem[];
  onChange: (name: string, value: string[]) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

export function MultiSelect({
  name,
  label,
  value,
  items,
  onChange,
  error,
  hint,
  disabled,
}: MultiSelectProps) {
  const id = useId();
  return (
    <Fieldset disabled={disabled} aria-describedby={describedBy(id, error, hint)}>
      <Legend invalid={Boolean(error)}>{label}</Legend>
      <Options>
        {items.map((item) => (
          <Option key={item.value}>
            <input
              type="checkbox"
              name={name}
              value={item.value}
              checked={value.includes(item.value)}
              onChange={() => onChange(name, toggleMembership(value, item.value))}
            />
            {item.text}
          </Option>
        ))}
      </Options>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </Fieldset>
  );
}
