// The split date input's focus and padding rules (spec §4), as pure steps:
// `applySplitDateInput(state, field, typed)` → the new fields and which field should have focus.
import type { SplitDate } from './dates';

export type SplitDateField = keyof SplitDate;

export const SPLIT_DATE_FIELDS: readonly SplitDateField[] = ['month', 'day', 'year'];
export const SPLIT_DATE_LENGTH: Record<SplitDateField, number> = { month: 2, day: 2, year: 4 };
export const EMPTY_SPLIT_DATE: SplitDate = { month: '', day: '', year: '' };

export interface SplitDateStep {
  state: SplitDate;
  focus: SplitDateField;
}

export function applySplitDateInput(
  state: SplitDate,
  field: SplitDateField,
  input: string,
): SplitDateStep {
  const digits = input.replace(/\D/g, '').slice(0, SPLIT_DATE_LENGTH[field]);
  const next: SplitDate = { ...state, [field]: digits };
  let focus = field;
  if (field === 'month') {
    // spec §4: a single month digit 3 to 9 can only be that month: pad it and move on.
    if (/^[3-9]$/.test(digits)) next.month = `0${digits}`;
    if (next.month.length === 2) focus = 'day';
  } else if (field === 'day' && digits.length === 2) {
    focus = 'year'; // spec §4: day to year after two day characters
  }
  return { state: padMonthWhenComplete(next), focus };
}

/**
 * spec §4: month 1 is padded to 01 when the date completes (day filled, 4-digit year). Any other
 * single month digit left (only 2 can be, since 3..9 pad at once) pads the same way.
 */
function padMonthWhenComplete(date: SplitDate): SplitDate {
  const complete = date.day !== '' && date.year.length === 4;
  if (complete && /^[1-9]$/.test(date.month)) return { ...date, month: `0${date.month}` };
  return date;
}

/** Backspace in an empty field goes back one field, so the keyboard can undo a focus move. */
export function previousSplitDateField(field: SplitDateField): SplitDateField | null {
  const index = SPLIT_DATE_FIELDS.indexOf(field);
  return index > 0 ? (SPLIT_DATE_FIELDS[index - 1] ?? null) : null;
}
