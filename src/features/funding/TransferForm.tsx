// The first step of a deposit or withdrawal (spec §2 /funding/deposit, /funding/withdraw): a
// verified bank account and an amount with the dollar input rule and the dollarAmount maximum of
// spec §5 (1,000,000). A withdrawal is held to the withdrawable cash, with the withdrawal
// breakdown modal one click away. Errors, the form's own or the server's, sit under their field.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { BankAccount, FundingBreakdown } from '@/contract/funding';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { DollarInput } from '@/ui/forms/DollarInput';
import { dollarInputToCents } from '@/ui/forms/dollar-input';
import { formatCents } from '@/ui/format';
import { Money } from '@/ui/Money';
import type { TransferDirection } from './api';
import { fundingPaths } from './paths';
import { bankLabel } from './text';
import { TRANSFER_WORDS } from './transfer-text';
import { WithdrawalBreakdownModal } from './WithdrawalBreakdownModal';

export interface TransferDraft {
  bank_account_id: string;
  amount: string;
}

export function TransferForm(props: {
  direction: TransferDirection;
  banks: readonly BankAccount[];
  breakdown: FundingBreakdown;
  draft: TransferDraft;
  errors: Record<string, string>;
  offline: boolean;
  onChange: (name: keyof TransferDraft, value: string) => void;
  onReview: () => void;
}) {
  const { direction, banks, breakdown, draft, errors, offline, onChange } = props;
  const [showBreakdown, setShowBreakdown] = useState(false);
  const words = TRANSFER_WORDS[direction];
  const verified = banks.filter((bank) => bank.status === 'verified');
  const pending = banks.filter((bank) => bank.status === 'pending_verification');
  // One verified bank: it is the only choice, so it starts chosen.
  const only = verified.length === 1 ? verified[0]?.id : undefined;
  useEffect(() => {
    if (only && !draft.bank_account_id) onChange('bank_account_id', only);
  }, [only, draft.bank_account_id, onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onReview();
  };

  if (verified.length === 0) {
    return (
      <Muted data-testid="no-verified-bank">
        {pending.length > 0
          ? 'Your bank account is waiting for its micro-deposits to be verified. Verify it on '
          : 'Link a bank account first: '}
        {pending.length > 0 ? (
          <Link href={fundingPaths.funding}>Funding</Link>
        ) : (
          <Link href={fundingPaths.linkBank}>Link a bank</Link>
        )}
        .
      </Muted>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <ChoiceGroup
        legend={words.bankLabel}
        name="bank_account_id"
        choices={verified.map((bank) => ({
          value: bank.id,
          title: bankLabel(bank),
          detail: bank.nickname.includes(bank.institution_name) ? undefined : bank.institution_name,
        }))}
        value={draft.bank_account_id || null}
        onChange={(value) => onChange('bank_account_id', value)}
      />
      {errors.bank_account_id ? (
        <Muted role="alert" css={{ color: '$error' }}>
          {errors.bank_account_id}
        </Muted>
      ) : null}
      <DollarInput
        name="amount"
        label="Amount"
        value={draft.amount}
        error={errors.amount}
        hint={
          direction === 'deposit'
            ? 'Up to $1,000,000.00.'
            : `Up to your withdrawable cash, ${formatCents(breakdown.withdrawable_cents)}.`
        }
        onChange={(_, value) => onChange('amount', value)}
      />
      {direction === 'withdrawal' ? (
        <Muted>
          Withdrawable now: <Money cents={breakdown.withdrawable_cents} />.{' '}
          <Button type="button" variant="link" onClick={() => setShowBreakdown(true)}>
            Withdrawal breakdown
          </Button>
        </Muted>
      ) : (
        <Muted>
          Up to <Money cents={breakdown.instant_available_cents} /> of a deposit can be invested at
          once, before it settles.
        </Muted>
      )}
      <Button type="submit" block disabled={offline}>
        {words.review}
      </Button>
      {showBreakdown ? (
        <WithdrawalBreakdownModal breakdown={breakdown} onClose={() => setShowBreakdown(false)} />
      ) : null}
    </form>
  );
}

/** Form-side checks the struct cannot make: the amount against the withdrawable cash. */
export function overWithdrawable(draft: TransferDraft, breakdown: FundingBreakdown) {
  const cents = dollarInputToCents(draft.amount);
  return cents !== null && cents > breakdown.withdrawable_cents;
}
