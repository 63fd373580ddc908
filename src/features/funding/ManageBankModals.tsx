// Manage bank accounts (spec §2 mobile "manage bank accounts"): rename in a small modal, remove
// after a confirmation. Removal is soft on the server (transfers under way still settle).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { type BankAccount, RenameBankAccountRequest } from '@/contract/funding';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { useForm } from '@/ui/forms/use-form';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { removeBankAccount, renameBankAccount } from './api';
import { Actions } from './pieces';
import { bankTitle, forForm } from './text';

interface Props {
  bank: BankAccount;
  onClose: () => void;
  onDone: () => void;
}

export function RenameBankModal({ bank, onClose, onDone }: Props) {
  useSignals();
  const offline = !isOnline.value;
  const form = useForm({ nickname: bank.nickname });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { nickname: form.values.nickname.trim() };
    const sent = await form.submit(body, RenameBankAccountRequest, () =>
      renameBankAccount(bank.id, body.nickname).catch((error: unknown) => {
        throw forForm(error, ['nickname']);
      }),
    );
    if (sent) onDone();
  };
  return (
    <Modal
      open
      onClose={onClose}
      modalType="rename bank account"
      title="Rename bank account"
      height="auto"
    >
      <form onSubmit={submit} noValidate>
        {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
        <TextField
          name="nickname"
          label="Nickname"
          maxLength={50}
          autoComplete="off"
          value={form.values.nickname}
          error={form.errors.nickname}
          hint={`${bank.institution_name} ${bank.masked_number}`}
          onChange={form.update}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy || offline}>
            {form.busy ? <Spinner size="small" label="Saving" /> : null}
            Save
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

export function RemoveBankModal({ bank, onClose, onDone }: Props) {
  useSignals();
  const offline = !isOnline.value;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeBankAccount(bank.id);
      onDone();
    } catch (error) {
      setFailure(describeError(error));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      modalType="remove bank account"
      title="Remove bank account?"
      height="auto"
    >
      <Muted>
        {bankTitle(bank)} will no longer be offered for deposits and withdrawals. Transfers already
        under way still complete. You can link it again later.
      </Muted>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {offline ? (
        <Notice tone="warning">You are offline. Removing needs a connection.</Notice>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep it
        </Button>
        <Button onClick={remove} disabled={busy || offline}>
          {busy ? <Spinner size="small" label="Removing" /> : null}
          Remove
        </Button>
      </Actions>
    </Modal>
  );
}
