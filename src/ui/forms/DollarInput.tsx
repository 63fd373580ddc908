// A dollar amount field applying the dollar input rule of spec §5 on every keystroke: empty
// becomes '0', non-numeric input or a third decimal is refused (the field keeps its value), and
// a trailing '.' stays so decimals can be typed. Read the amount with `dollarInputToCents`.
import { TextField, type TextFieldProps } from '@/ui/TextField';
import { nextDollarInput } from './dollar-input';

export type DollarInputProps = Omit<TextFieldProps, 'maskType' | 'prefix' | 'type' | 'inputMode'>;

export function DollarInput({ value, onChange, ...rest }: DollarInputProps) {
  return (
    <TextField
      autoComplete="off"
      {...rest}
      value={value}
      prefix="$"
      inputMode="decimal"
      // A refused keystroke returns the previous value: React then puts it back in the field.
      onChange={(name, typed) => onChange(name, nextDollarInput(value, typed))}
    />
  );
}
