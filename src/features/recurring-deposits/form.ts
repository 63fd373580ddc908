// The schedule form's rules, shared by "schedule" and "edit": a verified
// bank, an amount under the dollar input rule with the dollarAmount maximum of spec §5
// ($1,000,000.00), a frequency, and a date from the Calendar that is today or later in New York
// and no later than the calendar's last year (spec §9, 10 years ahead). The server checks the
// same rules (src/contract/recurring-deposits.ts); these only say so before anything is sent.
import {
  depositDateProblem,
  MAX_RECURRING_CENTS,
  type RecurringFrequency,
} from '@/contract/recurring-deposits';
import { dollarInputToCents } from '@/ui/forms/dollar-input';
import { isoFromCalendar } from './text';

export interface ScheduleDraft {
  bank_account_id: string;
  /** As typed in the DollarInput. */
  amount: string;
  frequency: RecurringFrequency;
  /** The Calendar's MM/DD/YYYY, or ''. */
  date: string;
}

export type DraftErrors = Partial<Record<keyof ScheduleDraft, string>>;

export interface CheckedDraft {
  bank_account_id: string;
  amount_cents: number;
  frequency: RecurringFrequency;
  date: string;
}

/** The draft as the API takes it, or the first problem of each field. */
export function checkDraft(
  draft: ScheduleDraft,
  today: string,
): { ok: true; value: CheckedDraft } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.bank_account_id) errors.bank_account_id = 'Choose a bank account.';
  const cents = dollarInputToCents(draft.amount);
  if (cents === null || cents < 1) errors.amount = 'Enter an amount of at least $0.01.';
  else if (cents > MAX_RECURRING_CENTS) errors.amount = 'The most is $1,000,000.00.';
  const date = isoFromCalendar(draft.date);
  if (!date) errors.date = 'Pick a date from the calendar.';
  else {
    const problem = depositDateProblem(date, today);
    if (problem) errors.date = `The date ${problem}.`;
  }
  if (Object.keys(errors).length > 0 || cents === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      bank_account_id: draft.bank_account_id,
      amount_cents: cents,
      frequency: draft.frequency,
      date,
    },
  };
}

/** Integer cents as the DollarInput shows them: 25000 → '250.00'. */
export const centsToInput = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The server's field names → the form's. */
export const DRAFT_FIELD: Record<string, keyof ScheduleDraft> = {
  bank_account_id: 'bank_account_id',
  amount_cents: 'amount',
  frequency: 'frequency',
  start_date: 'date',
  next_date: 'date',
};
