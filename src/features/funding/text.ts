// The words the funding screens use for statuses and kinds, in one place so the hub, the history
// and the prompts say the same thing.
import type { AcatTransfer, BankAccount, FundingTransfer } from '@/contract/funding';
import { ApiError } from '@/platform/api';
import { formatCents, formatMarketTime, formatShareUnits } from '@/ui/format';
import type { ChipTone } from './pieces';
import { dateTimeFormat } from '@/ui/intl';

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
  in_progress: { label: 'In progress', tone: 'waiting' },
  completed: { label: 'Completed', tone: 'good' },
  rejected: { label: 'Rejected', tone: 'bad' },
};

/**
 * What became of an ACAT request, in a line: what arrived ("AAPL 12 sh, VTI 8 sh and $1,234.56
 * arrived"), the delivering firm's reason for a rejection, or null while it moves.
 */
export function acatOutcome(acat: AcatTransfer): string | null {
  if (acat.status === 'rejected') return acat.reason;
  if (acat.status !== 'completed') return null;
  const parts = acat.assets.map(
    (asset) => `${asset.symbol} ${formatShareUnits(asset.quantity_e5)}`,
  );
  if (acat.cash_cents > 0) parts.push(formatCents(acat.cash_cents));
  if (parts.length === 0) return 'Nothing was left to transfer.';
  const last = parts.pop();
  return `${parts.length ? `${parts.join(', ')} and ${last}` : last} arrived.`;
}

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

const dateFormat = dateTimeFormat({ dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** Settlement times follow the banks' and the market's business day: New York, "ET". */
export const formatDateTime = (iso: string) => formatMarketTime(iso, 'fullDateTime');
