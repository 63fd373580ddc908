// Words and dates of the recurring deposit screens (spec §2 /funding/recurring-deposits and
// /funding/schedule-new-recurring-deposit). Due dates are New York calendar dates ('YYYY-MM-DD',
// src/contract/recurring-deposits.ts); the Calendar of src/ui/forms speaks MM/DD/YYYY, so the
// screens convert at the field. A calendar date is formatted in UTC so it never shifts by a day
// in the viewer's time zone.
import {
  FREQUENCY_PHRASES,
  type RecurringDeposit,
  type RecurringFrequency,
} from '@/contract/recurring-deposits';
import type { BankAccount } from '@/contract/funding';
import { ApiError } from '@/platform/api';
import { formatCents } from '@/ui/format';
import { dateTimeFormat } from '@/ui/intl';

/** The choices of the frequency field, in the words shown to the member. */
export const FREQUENCY_CHOICES: ReadonlyArray<{ value: RecurringFrequency; text: string }> = [
  { value: 'weekly', text: 'Weekly' },
  { value: 'biweekly', text: 'Every two weeks' },
  { value: 'monthly', text: 'Monthly' },
];

export const STATUS_NAMES: Record<RecurringDeposit['status'], string> = {
  active: 'Active',
  cancelled: 'Cancelled',
};

const dateFormat = dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' → 'Dec 1, 2026'. */
export const formatCalendarDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** The Calendar's MM/DD/YYYY → 'YYYY-MM-DD' ('' while nothing is picked). */
export function isoFromCalendar(value: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** 'YYYY-MM-DD' → the Calendar's MM/DD/YYYY. */
export function calendarFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

const newYorkDay = dateTimeFormat(
  { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' },
  'en-CA',
);

/** Today in New York, where due dates are counted (the server's rule, checked again there). */
export function todayInNewYork(now: Date = new Date()): string {
  const parts = newYorkDay.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "$250.00 every month starting Dec 1, 2026" (a schedule's summary line). */
export function scheduleSummary(cents: number, frequency: RecurringFrequency, start: string) {
  return `${formatCents(cents)} ${FREQUENCY_PHRASES[frequency]} starting ${formatCalendarDate(start)}`;
}

/**
 * "Rent account ••••6789": a bank as the picker and the list name it. The default nickname
 * already ends with the masked number, so it is added only to a nickname without it.
 */
export const bankDisplay = (nickname: string, lastFour: string) =>
  lastFour && nickname.includes(lastFour) ? nickname : `${nickname} ••••${lastFour}`;
export const bankName = (bank: Pick<BankAccount, 'nickname' | 'last_four'>) =>
  bankDisplay(bank.nickname, bank.last_four);

/** No live account yet (recurring deposits go only there). */
export const isNoLiveAccount = (error: unknown) =>
  error instanceof ApiError && error.code === 'live_account_required';
