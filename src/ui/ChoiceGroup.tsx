// A radio group of large choices: native radios, so arrow keys and screen readers work as-is.
import { useId } from 'react';
import { styled } from './theme/stitches';

const Fieldset = styled('fieldset', { border: 0, padding: 0, margin: '0 0 $4' });
const Legend = styled('legend', { fontWeight: 600, marginBottom: '$3', padding: 0 });
const Option = styled('label', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$3 $4',
  marginBottom: '$2',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: '$primaryCtaButton' },
  '& input': { marginTop: '5px', accentColor: 'var(--colors-primaryCtaButton)' },
});
const Title = styled('span', { display: 'block', fontWeight: 600 });
const Detail = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });

export interface Choice<V extends string> {
  value: V;
  title: string;
  detail?: string;
}

export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      {choices.map((choice) => (
        <Option key={choice.value} htmlFor={`${id}-${choice.value}`}>
          <input
            type="radio"
            id={`${id}-${choice.value}`}
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <Title>{choice.title}</Title>
            {choice.detail ? <Detail>{choice.detail}</Detail> : null}
          </span>
        </Option>
      ))}
    </Fieldset>
  );
}
