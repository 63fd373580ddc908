// A date field with a calendar below it (spec §9): the field shows the chosen MM/DD/YYYY or the
// fallback placeholder; the calendar has a year dropdown from the current year to 10 years
// ahead and hides about 100 ms after a day is picked, so the pick is seen before it closes.
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from '@/ui/theme/stitches';
import { Button } from '@/ui/Button';
import {
  CALENDAR_FALLBACK_PLACEHOLDER,
  CALENDAR_HIDE_DELAY_MS,
  MONTH_NAMES,
  shiftMonth,
  yearOptions,
} from './calendar';
import { CalendarGrid } from './CalendarGrid';
import { daysInMonth, formatDateValue, parseDateValue, type DateParts } from './dates';
import { describedBy } from './field-state';
import { FieldError, FieldHint, FieldLabel, FieldRoot, boxStyles } from './field-styles';

const Row = styled('div', { display: 'flex', gap: '$2', alignItems: 'center' });
const Display = styled('input', { ...boxStyles, flex: 1, minWidth: 0, cursor: 'pointer' });
const Panel = styled('div', {
  marginTop: '$2',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$component',
  maxWidth: '340px',
});
const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  marginBottom: '$2',
});
const Title = styled('span', { flex: 1, fontWeight: 600 });
const YearSelect = styled('select', { ...boxStyles, minHeight: '36px', padding: '$1 $2' });

export interface CalendarProps {
  name: string;
  label: string;
  /** MM/DD/YYYY, or '' while nothing is picked. */
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Injected for tests; the year dropdown starts at this year. */
  now?: Date;
}

export function Calendar({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  now,
}: CalendarProps) {
  const id = useId();
  const [today] = useState<DateParts>(() => {
    const date = now ?? new Date();
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  });
  const years = yearOptions(new Date(today.year, 0, 1));
  const range = { minYear: years[0] ?? today.year, maxYear: years.at(-1) ?? today.year };
  const selected = parseDateValue(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<DateParts>(() => selected ?? today);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function show() {
    if (disabled) return;
    const start = selected && selected.year >= range.minYear ? selected : today;
    setActive(start);
    setOpen(true);
  }

  function select(day: DateParts) {
    setActive(day);
    onChange(name, formatDateValue(day));
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      // Focus would fall to the page when the panel goes: it moves to the toggle, unless the
      // person has already moved on (a Tab within the delay) and it is no longer in the panel.
      const focused = document.activeElement;
      const stranded = !focused || focused === document.body || panel.current?.contains(focused);
      setOpen(false);
      if (stranded) toggle.current?.focus();
    }, CALENDAR_HIDE_DELAY_MS);
  }

  /** Shows another month, keeping the day number where that month has it. */
  function view(year: number, month: number) {
    if (year < range.minYear || year > range.maxYear) return;
    setActive({ year, month, day: Math.min(active.day, daysInMonth(year, month)) });
  }

  const panelId = `${id}-calendar`;
  const previous = shiftMonth(active.year, active.month, -1);
  const next = shiftMonth(active.year, active.month, 1);
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id} invalid={Boolean(error)}>
        {label}
      </FieldLabel>
      <Row>
        <Display
          id={id}
          name={name}
          readOnly
          disabled={disabled}
          value={value}
          placeholder={CALENDAR_FALLBACK_PLACEHOLDER}
          invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onClick={show}
        />
        <Button
          ref={toggle}
          type="button"
          variant="secondary"
          disabled={disabled}
          aria-expanded={open}
          // Only while the panel exists: an id reference to nothing is invalid ARIA.
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? setOpen(false) : show())}
        >
          {open ? 'Hide calendar' : 'Show calendar'}
        </Button>
      </Row>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {!error && hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {open ? (
        <Panel
          ref={panel}
          id={panelId}
          role="group"
          aria-label={`${label} calendar`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape closes the calendar only, not a modal it sits in.
            event.stopPropagation();
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <Header>
            <Button
              type="button"
              variant="link"
              aria-label="Previous month"
              disabled={previous.year < range.minYear}
              onClick={() => view(previous.year, previous.month)}
            >
              ‹
            </Button>
            <Title aria-live="polite">{MONTH_NAMES[active.month - 1]}</Title>
            <YearSelect
              aria-label="Year"
              value={active.year}
              onChange={(event) => view(Number(event.target.value), active.month)}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </YearSelect>
            <Button
              type="button"
              variant="link"
              aria-label="Next month"
              disabled={next.year > range.maxYear}
              onClick={() => view(next.year, next.month)}
            >
              ›
            </Button>
          </Header>
          <CalendarGrid
            year={active.year}
            month={active.month}
            active={active}
            selected={selected}
            today={today}
            range={range}
            onMove={setActive}
            onSelect={select}
          />
        </Panel>
      ) : null}
    </FieldRoot>
  );
}
