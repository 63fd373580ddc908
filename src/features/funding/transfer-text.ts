// Words for deposits and withdrawals, shared by the form, the review and the result.
import type { TransferDirection } from './api';

export const TRANSFER_WORDS: Record<
  TransferDirection,
  { title: string; verb: string; bankLabel: string; review: string; confirm: string }
> = {
  deposit: {
    title: 'Deposit',
    verb: 'Deposit',
    bankLabel: 'From bank account',
    review: 'Review deposit',
    confirm: 'Confirm deposit',
  },
  withdrawal: {
    title: 'Withdraw',
    verb: 'Withdrawal',
    bankLabel: 'To bank account',
    review: 'Review withdrawal',
    confirm: 'Confirm withdrawal',
  },
};

/** What DollarInput holds ("12.", "0") as the API's decimal string ("12"). */
export const amountForApi = (typed: string) => typed.replace(/\.$/, '');
