// The words the funding screens use for statuses and kinds, in one place so the hub, the history
// and the prompts say the same thing.
import type { AcatTransfer, BankAccount, FundingTransfer } from '@/contract/funding';
import { ApiError } from '@/platform/api';
import { formatMarketTime } from '@/ui/format';
import type { ChipTone } from './pieces';

export const BANK_STATUS: Record<BankAccount['status'], { label: string; tone: ChipTone }> = {
  pending_verification: { label: 'Pending verification', tone: 'waiting' },
  verified: { label: 'Verified', tone: 'good' },
  locked: { label: 'Locked', tone: 'bad' },
  removed: { label: 'Removed', tone: 'plain' },
};

export const TRANSFER_STATUS: Record<FundingTransfer['status'], { label: string; tone: ChipTone }> =
  {
    pending: { label: 'Pending', tone: 'waiting' },
    settled: { label: 'Settled', tone: 'good' },
    completed: { label: 'Completed', tone: 'good' },
    returned: { label: 'Returned', tone: 'bad' },
  };

export const ACAT_STATUS: Record<AcatTransfer['status'], { label: string; tone: ChipTone }> = {
  submitted: { label: 'Submitted', tone: 'waiting' },
};

export const accountTypeName = (type: BankAccount['account_type']) =>
  type === 'savings' ? 'Savings' : 'Checking';

/** The nickname with the masked number, once: default nicknames already end with it. */
export const bankTitle = (bank: BankAccount) =>
  bank.nickname.includes(bank.masked_number)
    ? bank.nickname
    : `${bank.nickname} ${bank.masked_number}`;

/** "Everyday ••••6789 · Checking": a bank as a picker or a summary names it. */
export const bankLabel = (bank: BankAccount) =>
  `${bankTitle(bank)} · ${accountTypeName(bank.account_type)}`;

/** The user has no live account yet (funding goes only there). */
export const isNoLiveAccount = (error: unknown) =>
  error instanceof ApiError && error.code === 'live_account_required';

/**
 * A server error naming a field the form does not show (`id`, `account` …) would land nowhere:
 * strip the field so the form shows it as its general failure instead.
 */
export function forForm(error: unknown, fields: readonly string[]): unknown {
  if (error instanceof ApiError && error.field && !fields.includes(error.field))
    return new ApiError(error.kind, error.message, error.status, undefined, error.code);
  return error;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** Settlement times follow the banks' and the market's business day: New York, "ET". */
export const formatDateTime = (iso: string) => formatMarketTime(iso, 'fullDateTime');
