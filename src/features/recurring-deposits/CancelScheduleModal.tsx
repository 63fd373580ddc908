// The confirmation before a recurring deposit is cancelled. Cancelling twice is harmless on the
// server, so "Try again" is safe.
import { useState } from 'react';
import type { RecurringDeposit } from '@/contract/recurring-deposits';
import { describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { cancelRecurringDeposit } from './api';
import { formatCalendarDate } from './text';
import { FREQUENCY_PHRASES } from '@/contract/recurring-deposits';
import { formatCents } from '@/ui/format';

const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$3',
});

export function CancelScheduleModal({
  schedule,
  offline,
  onClose,
  onCancelled,
}: {
  schedule: RecurringDeposit;
  offline: boolean;
  onClose: () => void;
  onCancelled: (schedule: RecurringDeposit) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onCancelled((await cancelRecurringDeposit(schedule.id)).recurring_deposit);
    } catch (failure) {
      setError(describeError(failure));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="cancel recurring deposit"
      title="Cancel this recurring deposit?"
      height="auto"
    >
      <p>
        {formatCents(schedule.amount_cents)} {FREQUENCY_PHRASES[schedule.frequency]}
        {schedule.next_date ? `, next on ${formatCalendarDate(schedule.next_date)}` : ''}. No more
        deposits will be made; deposits already made stay in your account.
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep it
        </Button>
        <Button onClick={confirm} disabled={busy || offline}>
          {busy ? <Spinner size="small" label="Cancelling" /> : null}
          {error ? 'Try again' : 'Cancel recurring deposit'}
        </Button>
      </Actions>
    </Modal>
  );
}
