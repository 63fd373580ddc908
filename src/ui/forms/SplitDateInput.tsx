// The split date input (spec §4, §5, §9): three fields MM / DD / YYYY. Focus moves on by itself
// (split-date.ts) and the component emits MM/DD/YYYY only for a valid, complete date. When a date
// it emitted stops being valid, it emits '' once, so a form never submits a date that the fields
// no longer show.
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from '@/ui/theme/stitches';
import { DATE_PLACEHOLDERS } from './calendar';
import { splitDateValue, type SplitDate } from './dates';
import { describedBy } from './field-state';
import { FieldError, FieldHint, Fieldset, Legend, boxStyles } from './field-styles';
import {
  EMPTY_SPLIT_DATE,
  SPLIT_DATE_FIELDS,
  SPLIT_DATE_LENGTH,
  applySplitDateInput,
  previousSplitDateField,
  type SplitDateField,
} from './split-date';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });
const Part = styled('input', { ...boxStyles, textAlign: 'center', width: '4.5em' });
const Separator = styled('span', { color: '$textMuted' });

const FIELD_NAMES: Record<SplitDateField, string> = { month: 'Month', day: 'Day', year: 'Year' };

/** 'MM/DD/YYYY' → the three fields; anything else starts empty. */
function fromValue(value: string): SplitDate {
  const [month = '', day = '', year = ''] = value.split('/');
  return value.split('/').length === 3 ? { month, day, year } : EMPTY_SPLIT_DATE;
}

export interface SplitDateInputProps {
  name: string;
  label: string;
  /** The last emitted MM/DD/YYYY, or ''. */
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

export function SplitDateInput({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
}: SplitDateInputProps) {
  const id = useId();
  const [date, setDate] = useState(() => fromValue(value));
  const [emitted, setEmitted] = useState(value);
  const [seen, setSeen] = useState(value);
  // A value prop the parent changed itself (a reset, a loaded draft) replaces what is typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted) {
      setEmitted(value);
      setDate(fromValue(value));
    }
  }
  const inputs = useRef<Partial<Record<SplitDateField, HTMLInputElement | null>>>({});

  function type(field: SplitDateField, typed: string) {
    const step = applySplitDateInput(date, field, typed);
    setDate(step.state);
    if (step.focus !== field) inputs.current[step.focus]?.focus();
    const next = splitDateValue(step.state) ?? '';
    if (next !== emitted) {
      setEmitted(next);
      onChange(name, next);
    }
  }

  function keyDown(field: SplitDateField, event: KeyboardEvent<HTMLInputElement>) {
    const previous = previousSplitDateField(field);
    if (event.key === 'Backspace' && date[field] === '' && previous) {
      event.preventDefault();
      inputs.current[previous]?.focus();
    }
  }

  const invalid = Boolean(error);
  return (
    <Fieldset disabled={disabled}>
      <Legend invalid={invalid}>{label}</Legend>
      <Row>
        {SPLIT_DATE_FIELDS.map((field, index) => (
          <Fragment key={field}>
            {index > 0 ? <Separator aria-hidden="true">/</Separator> : null}
            <Part
              ref={(element) => {
                inputs.current[field] = element;
              }}
              name={`${name}-${field}`}
              aria-label={FIELD_NAMES[field]}
              placeholder={DATE_PLACEHOLDERS[field]}
              inputMode="numeric"
              autoComplete="off"
              maxLength={SPLIT_DATE_LENGTH[field]}
              value={date[field]}
              invalid={invalid}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy(id, error, hint)}
              onChange={(event) => type(field, event.target.value)}
              onKeyDown={(event) => keyDown(field, event)}
            />
          </Fragment>
        ))}
      </Row>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
    </Fieldset>
  );
}
