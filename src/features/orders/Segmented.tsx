// A compact choice of two or three (buy/sell, market/limit/stop): native radios in a fieldset, so
// arrow keys, focus and screen readers work as they do for any radio group.
import { useId } from 'react';
import { styled } from '@/ui/theme/stitches';

export interface SegmentedProps<V extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}

export function Segmented<V extends string>(props: SegmentedProps<V>) {
  const { legend, name, options, value, onChange, disabled } = props;
  const id = useId();
  return (
    <Fieldset disabled={disabled}>
      <Legend>{legend}</Legend>
      <Track>
        {options.map((option) => (
          <Segment key={option.value} htmlFor={`${id}-${option.value}`}>
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Segment>
        ))}
      </Track>
    </Fieldset>
  );
}

const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: '0 0 $4', minWidth: 0 });
const Legend = styled('legend', {
  fontSize: '$sm',
  color: '$textMuted',
  marginBottom: '$2',
  padding: 0,
});
const Track = styled('div', {
  display: 'flex',
  border: '1px solid $border',
  borderRadius: '$pill',
  padding: '3px',
  gap: '3px',
});
const Segment = styled('label', {
  flex: 1,
  position: 'relative',
  textAlign: 'center',
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '& span': {
    display: 'block',
    padding: '$2 $3',
    borderRadius: '$pill',
    fontWeight: 600,
    color: '$textMuted',
  },
  '& input:checked + span': { backgroundColor: '$primaryCtaButton', color: '$buttonText' },
  '& input:focus-visible + span': { outline: '2px solid $text', outlineOffset: '2px' },
  '& input:disabled + span': { cursor: 'not-allowed', opacity: 0.6 },
});
