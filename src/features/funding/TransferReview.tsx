// The review step of a deposit or withdrawal. The Idempotency-Key is made once, when the review
// opens, and reused by "Try again" (as the trade screen's ConfirmOrderModal does): if the first
// request reached the server and only its answer was lost, the retry returns that same transfer
// instead of moving the money twice. Going back to edit starts a new attempt with a new key.
import { useState } from 'react';
import type { BankAccount, FundingBreakdown, TransferResponse } from '@/contract/funding';
import { decimalToUnits, DOLLAR_DECIMALS } from '@/contract/orders';
import { ApiError, describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { newIdempotencyKey, sendTransfer, type TransferDirection } from './api';
import { Actions } from './pieces';
import { bankLabel } from './text';
import { TRANSFER_WORDS } from './transfer-text';

export function TransferReview(props: {
  direction: TransferDirection;
  amount: string;
  bank: BankAccount;
  breakdown: FundingBreakdown;
  offline: boolean;
  onBack: () => void;
  onDone: (response: TransferResponse) => void;
  /** A server error naming a field goes back to the form, under that field. */
  onFieldError: (field: string, message: string) => void;
}) {
  const { direction, amount, bank, breakdown, offline } = props;
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = TRANSFER_WORDS[direction];
  const cents = decimalToUnits(amount, DOLLAR_DECIMALS);
  const instant = Math.min(cents, breakdown.instant_available_cents);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      props.onDone(await sendTransfer(direction, { amount, bank_account_id: bank.id }, key));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.kind === 'http' && failure.field) {
        props.onFieldError(failure.field, failure.message);
      } else setError(describeError(failure));
    }
  };

  return (
    <section aria-labelledby="review-heading" data-testid="transfer-review">
      <Heading as="h2" level={2} id="review-heading">
        {words.review}
      </Heading>
      <Summary>
        <div>
          <dt>Amount</dt>
          <dd>
            <Money cents={cents} />
          </dd>
        </div>
        <div>
          <dt>{words.bankLabel}</dt>
          <dd>{bankLabel(bank)}</dd>
        </div>
        <div>
          <dt>{direction === 'deposit' ? 'To invest at once' : 'Withdrawable after this'}</dt>
          <dd>
            <Money
              cents={direction === 'deposit' ? instant : breakdown.withdrawable_cents - cents}
            />
          </dd>
        </div>
      </Summary>
      <Muted>
        {direction === 'deposit'
          ? 'The deposit stays pending until the bank transfer settles. Until then you cannot withdraw it.'
          : 'The money leaves your cash now and reaches your bank when the transfer completes.'}
      </Muted>
      {error ? (
        <Notice tone="error">
          {error} It may or may not have reached us: trying again is safe, it will not be sent
          twice.
        </Notice>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={props.onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={confirm} disabled={busy || offline} data-analytics={words.confirm}>
          {busy ? <Spinner size="small" label="Sending" /> : null}
          {error ? 'Try again' : words.confirm}
        </Button>
      </Actions>
    </section>
  );
}

const Summary = styled('dl', {
  margin: '0 0 $4',
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$3',
    padding: '$2 0',
    borderBottom: '1px solid $border',
  },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: 600, textAlign: 'right' },
});
