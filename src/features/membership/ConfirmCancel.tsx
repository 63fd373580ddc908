// Cancelling asks first and says what happens: nothing is refunded and the benefits last until the
// paid period ends.
import { useState } from 'react';
import { describeError } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Actions } from './pieces';
import { formatDate } from './text';

export function ConfirmCancel({
  what,
  label,
  periodEnd,
  cancel,
}: {
  /** "your Stockroom Plus membership", "your subscription to Maya Lindqvist" */
  what: string;
  /** The button's accessible name. */
  label: string;
  periodEnd: string | null;
  /** Marks what it changes stale once it succeeded, so the screen behind reads again. */
  cancel: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancel();
      setOpen(false);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        Cancel
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        modalType="confirm cancel"
        title={`Cancel ${what}?`}
        height="auto"
      >
        <p>
          {periodEnd
            ? `You keep the benefits until ${formatDate(periodEnd)}; nothing more is charged and nothing is refunded.`
            : 'It ends now; nothing more is charged.'}{' '}
          You can renew before then without paying again.
        </p>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Actions>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button type="button" onClick={busy ? undefined : confirm} aria-disabled={busy}>
            {busy ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}
