// The text input of spec §3/§4: a floating label that lifts when focused, non-empty or forced, an
// optional prefix and mask (§5), and an error that turns border and label to the error colour and
// shows its text below the field (§8). Handlers receive the field name, then the value (§3).
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
} from 'react';
import { CURSOR_UPDATE_DELAY_MS } from './forms/calendar';
import { caretAfterFormat } from './forms/caret';
import { describedBy, isLabelLifted } from './forms/field-state';
import { FieldError, FieldHint, FieldRoot } from './forms/field-styles';
import { commitMaskValue, formatMaskInput, type MaskType } from './forms/masks';
import { styled } from './theme/stitches';

const Box = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'baseline',
  gap: '$1',
  minHeight: '56px',
  padding: '$5 $3 $2',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$appBackground',
  color: '$text',
  // The box draws the focus ring, so the ring wraps prefix and input together.
  '&:focus-within': { outline: '2px solid $focus', outlineOffset: '2px' },
  variants: {
    invalid: { true: { borderColor: '$error' } },
    disabled: { true: { borderStyle: 'dashed', color: '$textMuted', cursor: 'not-allowed' } },
  },
});
const Label = styled('label', {
  position: 'absolute',
  left: '$3',
  top: '16px',
  fontSize: '$md',
  color: '$textMuted',
  pointerEvents: 'none',
  transition: 'top 120ms ease, font-size 120ms ease',
  variants: {
    lifted: { true: { top: '$1', fontSize: '$xs', fontWeight: 600 } },
    invalid: { true: { color: '$error' } },
  },
});
const Prefix = styled('span', { color: '$textMuted' });
const Input = styled('input', {
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: 0,
  fontFamily: 'inherit',
  fontSize: '$md',
  color: 'inherit',
  backgroundColor: 'transparent',
  '&:focus, &:focus-visible': { outline: 'none' },
  '&:disabled': { cursor: 'not-allowed' },
  // A placeholder under a resting label would overlap it: show it only once the label lifts.
  '&::placeholder': { color: '$textMuted', opacity: 0 },
  variants: { lifted: { true: { '&::placeholder': { opacity: 1 } } } },
});

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'onFocus' | 'onBlur' | 'value' | 'name' | 'prefix'
>;

export interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  /** Shown before the value, e.g. '$'; it keeps the label lifted. */
  prefix?: string;
  maskType?: MaskType;
  forceLabelUp?: boolean;
  onChange: (name: string, value: string) => void;
  onFocus?: (name: string, value: string) => void;
  onBlur?: (name: string, value: string) => void;
}

export function TextField({
  name,
  label,
  value,
  error,
  hint,
  prefix,
  maskType,
  forceLabelUp,
  onChange,
  onFocus,
  onBlur,
  type,
  inputMode,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const caretTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  useEffect(() => () => clearTimeout(caretTimer.current), []);

  const invalid = Boolean(error);
  const lifted = isLabelLifted({ focused, value, forceLabelUp, prefix });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    // A caret move still pending from the previous keystroke would now land in the wrong place.
    clearTimeout(caretTimer.current);
    if (!maskType) return onChange(name, raw);
    const formatted = formatMaskInput(maskType, raw);
    onChange(name, formatted);
    if (formatted === raw) return;
    // spec §9: move the caret 10 ms later, after React has written the formatted value (which
    // would otherwise leave the caret at the end of the field).
    const caret = caretAfterFormat(raw, event.target.selectionStart ?? raw.length, formatted);
    caretTimer.current = setTimeout(() => {
      const field = input.current;
      if (field && document.activeElement === field && field.value === formatted) {
        field.setSelectionRange(caret, caret);
      }
    }, CURSOR_UPDATE_DELAY_MS);
  }

  function blur() {
    setFocused(false);
    // spec §5: masked numbers clamp to min and max on commit.
    const committed = maskType ? commitMaskValue(maskType, value) : value;
    if (committed !== value) onChange(name, committed);
    onBlur?.(name, committed);
  }

  return (
    <FieldRoot>
      <Box invalid={invalid} disabled={Boolean(rest.disabled)}>
        <Label htmlFor={id} lifted={lifted} invalid={invalid}>
          {label}
        </Label>
        {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
        <Input
          {...rest}
          ref={input}
          id={id}
          name={name}
          value={value}
          lifted={lifted}
          // Masks need caret control (setSelectionRange), which number and email inputs lack.
          type={maskType ? (maskType === 'phone' ? 'tel' : 'text') : type}
          inputMode={
            inputMode ?? (maskType ? (maskType === 'phone' ? 'tel' : 'decimal') : undefined)
          }
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={change}
          onFocus={() => {
            setFocused(true);
            onFocus?.(name, value);
          }}
          onBlur={blur}
        />
      </Box>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </FieldRoot>
  );
}
