// The confirmation of a redemption. The Idempotency-Key is made once, when the confirmation opens,
// and reused by "Try again" (as the funding review does): if the first request reached the server
// and only its answer was lost, the retry returns that same redemption instead of moving the
// money twice. Cancelling and confirming another amount starts a new attempt with a new key.
import { useState } from 'react';
import { Link } from 'wouter';
import type { RedemptionResponse } from '@/contract/rewards';
import { ApiError, describeError } from '@/platform/api';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { newIdempotencyKey, redeemRewards } from './api';

export function RedemptionConfirm(props: {
  cents: number;
  balanceCents: number;
  offline: boolean;
  onCancel: () => void;
  onDone: (result: RedemptionResponse) => void;
  /** The server refused the amount (`amount_cents`): back to the form, under the field. */
  onFieldError: (message: string) => void;
}) {
  const { cents, balanceCents, offline } = props;
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; noLiveAccount: boolean } | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      props.onDone(await redeemRewards({ amount_cents: cents }, key));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.field === 'amount_cents') {
        props.onFieldError(failure.message);
        return;
      }
      setError({
        message: describeError(failure),
        noLiveAccount: failure instanceof ApiError && failure.code === 'live_account_required',
      });
    }
  };

  return (
    <Modal
      open
      onClose={props.onCancel}
      modalType="redeem rewards"
      title="Redeem rewards into cash?"
      height="auto"
    >
      <Summary>
        <div>
          <dt>Amount</dt>
          <dd>
            <Money cents={cents} />
          </dd>
        </div>
        <div>
          <dt>Reward balance after</dt>
          <dd>
            <Money cents={balanceCents - cents} />
          </dd>
        </div>
        <div>
          <dt>Goes to</dt>
          <dd>Your live account&apos;s cash</dd>
        </div>
      </Summary>
      <Muted>Redeemed rewards become cash you can invest or withdraw. This cannot be undone.</Muted>
      {error ? (
        <Notice tone="error">
          {error.message}{' '}
          {error.noLiveAccount ? (
            <Link href={appPaths.accountType}>Choose a live account</Link>
          ) : null}
        </Notice>
      ) : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" onClick={() => void confirm()} disabled={busy || offline}>
          {busy ? 'Redeeming…' : error ? 'Try again' : 'Redeem'}
        </Button>
      </Actions>
    </Modal>
  );
}

const Summary = styled('dl', {
  display: 'grid',
  gap: '$2',
  margin: '0 0 $4',
  '& div': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: 600 },
});

const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
});
