// A two-item segmented control (spec §5: exactly two items) with radiogroup semantics: native
// radios sharing a name, so arrow keys switch between the two and Tab enters the group once.
// A bad item list logs a console error and renders nothing (see toggle.ts for why).
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';
import { checkToggleItems, type ToggleItem } from './toggle';

const Group = styled('div', { margin: '0 0 $4' });
const Track = styled('div', {
  display: 'inline-flex',
  padding: '$1',
  gap: '$1',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$component',
});
const Segment = styled('label', {
  minHeight: '40px',
  minWidth: '96px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$2 $4',
  borderRadius: '$pill',
  color: '$text',
  cursor: 'pointer',
  // Inverted colours keep full contrast in both themes for the chosen segment.
  '&:has(input:checked)': { backgroundColor: '$text', color: '$appBackground', fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:has(input:disabled)': { color: '$textMuted', cursor: 'not-allowed' },
});
const Label = styled('span', {
  display: 'block',
  fontSize: '$sm',
  fontWeight: 600,
  marginBottom: '$2',
});

export interface ToggleProps<V extends string> {
  name: string;
  label: string;
  value: V;
  items: readonly ToggleItem<V>[];
  onChange: (name: string, value: V) => void;
  disabled?: boolean;
}

export function Toggle<V extends string>({
  name,
  label,
  value,
  items,
  onChange,
  disabled,
}: ToggleProps<V>) {
  const id = useId();
  const check = checkToggleItems(items);
  if (!check.ok) {
    console.error(`Toggle '${name}': ${check.error}`);
    return null;
  }
  return (
    <Group role="radiogroup" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`}>{label}</Label>
      <Track>
        {check.items.map((item) => (
          <Segment key={item.value}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={item.value}
              checked={value === item.value}
              disabled={disabled}
              onChange={() => onChange(name, item.value)}
            />
            {item.text}
          </Segment>
        ))}
      </Track>
    </Group>
  );
}
