// Reset the paper account, in Settings. The server closes the old account (its orders, fills and
// history stay as they were) and opens a fresh one with the starting virtual cash. One
// Idempotency-Key per confirmation, reused by "Try again".
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { newIdempotencyKey, resetPaperAccount } from './api';

export function PaperResetCard() {
  useSignals();
  const [confirming, setConfirming] = useState(false);
  const [doneCents, setDoneCents] = useState<number | null>(null);
  const offline = !isOnline.value;
  return (
    <Card aria-labelledby="paper-reset-heading" data-testid="paper-reset">
      <Heading as="h2" level={2} id="paper-reset-heading">
        Paper account
      </Heading>
      <Muted>
        Start practising again from scratch: open orders are canceled and you get a fresh paper
        account with its starting virtual cash. The old account&apos;s history is kept.
      </Muted>
      {doneCents !== null ? (
        <Notice tone="info">
          Done: your paper account starts again with <Money cents={doneCents} />.
        </Notice>
      ) : null}
      {offline ? <Notice tone="warning">Resetting needs a connection.</Notice> : null}
      <Button variant="secondary" disabled={offline} onClick={() => setConfirming(true)}>
        Reset paper account
      </Button>
      {confirming ? (
        <ConfirmReset
          offline={offline}
          onClose={() => setConfirming(false)}
          onDone={(cents) => {
            setConfirming(false);
            setDoneCents(cents);
          }}
        />
      ) : null}
    </Card>
  );
}

function ConfirmReset(props: {
  offline: boolean;
  onClose: () => void;
  onDone: (cents: number) => void;
}) {
  const { offline, onClose, onDone } = props;
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      const { account } = await resetPaperAccount(key);
      onDone(account.cash_cents);
    } catch (failure) {
      setError(describeError(failure));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="reset paper account"
      title="Reset your paper account?"
      height="auto"
    >
      <Muted>
        Your paper positions and open orders end here, and a new paper account opens with fresh
        virtual cash. Your live account is not affected.
      </Muted>
      {error ? <Notice tone="error">{error} Trying again is safe.</Notice> : null}
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep my account
        </Button>
        <Button onClick={reset} disabled={busy || offline}>
          {busy ? 'Resetting…' : error ? 'Try again' : 'Reset paper account'}
        </Button>
      </Actions>
    </Modal>
  );
}

const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$3' });
