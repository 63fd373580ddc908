// A labelled text input that shows its error below the field (spec §3 form-control fields, §8).
// Change handlers receive the field name, then the new value (spec §3). The full form-control
// set (lifting labels, masks, selects) is issue 2/10's.
import { useId, type InputHTMLAttributes } from 'react';
import { styled } from './theme/stitches';

const Field = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  marginBottom: '$4',
});
const Label = styled('label', {
  fontSize: '$sm',
  fontWeight: 600,
  variants: { invalid: { true: { color: '$error' } } },
});
const Input = styled('input', {
  fontFamily: 'inherit',
  fontSize: '$md',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$appBackground',
  color: '$text',
  minHeight: '44px',
  '&:disabled': { color: '$disabled' },
  variants: { invalid: { true: { borderColor: '$error' } } },
});
const ErrorText = styled('p', { color: '$error', fontSize: '$sm', margin: 0 });
const Hint = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'>;

export interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onChange: (name: string, value: string) => void;
}

export function TextField({ name, label, value, error, hint, onChange, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field>
      <Label htmlFor={id} invalid={Boolean(error)}>
        {label}
      </Label>
      <Input
        {...rest}
        id={id}
        name={name}
        value={value}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
      {!error && hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Field>
  );
}
