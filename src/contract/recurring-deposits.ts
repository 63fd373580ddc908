// Recurring deposits (spec §2 /funding/recurring-deposits,
// /funding/schedule-new-recurring-deposit, mobile "recurring deposits"; §5 dollarAmount max
// 1,000,000; §9 the calendar's year dropdown runs from the current year to 10 years ahead).
// Amounts are integer cents; dates are calendar dates in New York ('YYYY-MM-DD'), because a
// deposit is due on a day, not at an instant.
import {
  array,
  define,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type,
  type Infer,
} from './structs';
import { Uuid } from './orders';

export const RECURRING_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const RECURRING_STATUSES = ['active', 'cancelled'] as const;
export const RECURRING_RUN_STATUSES = ['created', 'failed'] as const;

/** spec §5: the dollarAmount mask's max, $1,000,000.00, in cents. */
export const MAX_RECURRING_CENTS = 100_000_000;
/** spec §9: the calendar offers dates up to the end of the year 10 years ahead. */
const RECURRING_YEARS_AHEAD = 10;

/** How each frequency reads in a sentence ("$250.00 every month"). */
export const FREQUENCY_PHRASES: Record<RecurringFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every month',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD: '2027-02-30' is not one. */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Why a first (or next) deposit date cannot be used, or null: it must be today or later (today
 * in New York, supplied by the caller's clock) and no later than the last day the calendar offers.
 * Both strings are YYYY-MM-DD, so they compare as text.
 */
export function depositDateProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date)) return 'must be a real date written YYYY-MM-DD';
  if (date < today) return 'must be today or later';
  const last = `${Number(today.slice(0, 4)) + RECURRING_YEARS_AHEAD}-12-31`;
  if (date > last) return `must be no later than ${last} (10 years ahead)`;
  return null;
}

const CalendarDate = define<string>('CalendarDate', (value) =>
  typeof value === 'string' && isCalendarDate(value)
    ? true
    : 'must be a real date written YYYY-MM-DD',
);

const RecurringAmountCents = refine(integer(), 'RecurringAmountCents', (value) =>
  value >= 1 && value <= MAX_RECURRING_CENTS
    ? true
    : 'must be a whole number of cents from 1 to 100000000 ($1,000,000.00)',
);

/** POST /api/v1/funding/recurring_deposits (Idempotency-Key header required). */
export const CreateRecurringDepositRequest = object({
  amount_cents: RecurringAmountCents,
  bank_account_id: Uuid,
  frequency: enums(RECURRING_FREQUENCIES),
  start_date: CalendarDate,
});
export type CreateRecurringDepositRequest = Infer<typeof CreateRecurringDepositRequest>;

/** PUT /api/v1/funding/recurring_deposits/:id: any of these; at least one. */
export const UpdateRecurringDepositRequest = object({
  amount_cents: optional(RecurringAmountCents),
  bank_account_id: optional(Uuid),
  frequency: optional(enums(RECURRING_FREQUENCIES)),
  next_date: optional(CalendarDate),
});
export type UpdateRecurringDepositRequest = Infer<typeof UpdateRecurringDepositRequest>;

const RecurringDepositRun = type({
  due_date: string(),
  status: enums(RECURRING_RUN_STATUSES),
  /** The deposit it created (status 'created'). */
  transfer_id: nullable(string()),
  /** Why it failed (status 'failed'), e.g. the bank account was removed. */
  error: nullable(string()),
});
type RecurringDepositRun = Infer<typeof RecurringDepositRun>;

export const RecurringDeposit = type({
  id: string(),
  amount_cents: number(),
  frequency: enums(RECURRING_FREQUENCIES),
  start_date: string(),
  /** The next day a deposit is made; null once cancelled. */
  next_date: nullable(string()),
  status: enums(RECURRING_STATUSES),
  bank_account_id: string(),
  bank_name: string(),
  bank_last_four: string(),
  created_at: string(),
  cancelled_at: nullable(string()),
  last_run: nullable(RecurringDepositRun),
});
export type RecurringDeposit = Infer<typeof RecurringDeposit>;

export const RecurringDepositResponse = type({ recurring_deposit: RecurringDeposit });
export type RecurringDepositResponse = Infer<typeof RecurringDepositResponse>;
export const RecurringDepositsResponse = type({ recurring_deposits: array(RecurringDeposit) });
export type RecurringDepositsResponse = Infer<typeof RecurringDepositsResponse>;
