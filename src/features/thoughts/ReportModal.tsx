// Report an abusive thought or reply: a reason, sent to the server, which hides a
// post after enough reports. The reason is plain text like the posts themselves.
import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX_CHARS } from '@/contract/community';
import { ApiError, describeError } from '@/platform/api';
import { invalidateAfter } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { styled } from '@/ui/theme/stitches';
import { reportThought } from './api';
import { CountedTextArea } from '@/ui/CountedTextArea';

export function ReportModal({
  thoughtId,
  open,
  onClose,
  what = 'thought',
}: {
  thoughtId: string;
  open: boolean;
  onClose: () => void;
  what?: 'thought' | 'reply';
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const length = [...reason.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) {
      setError(`Tell us what is wrong with this ${what}.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reportThought(thoughtId, reason);
      setDone(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.field === 'reason'
          ? `Reason ${failure.message}`
          : describeError(failure),
      );
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    // A post hidden by this report leaves the lists now (api.ts says why not sooner).
    if (done) void invalidateAfter(what === 'reply' ? 'reply' : 'post');
    setReason('');
    setError(null);
    setDone(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      modalType="report"
      title={`Report this ${what}`}
      height="auto"
    >
      {done ? (
        <>
          <p role="status">Thank you. Our moderators will look at this {what}.</p>
          <Button type="button" onClick={close}>
            Done
          </Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <CountedTextArea
            id={`${id}-reason`}
            label="Why is it abusive or misleading?"
            value={reason}
            onChange={setReason}
            max={REPORT_REASON_MAX_CHARS}
            error={error}
            rows={4}
          />
          <Actions>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Report'}
            </Button>
          </Actions>
        </form>
      )}
    </Modal>
  );
}

const Actions = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '$3',
  marginTop: '$4',
});
