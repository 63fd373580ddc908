// The close-account modal (spec §2 "close account"): what happens, then the
// password and the typed word CLOSE. The server refuses (409) while a live account holds cash or
// positions; on success every session has ended, so this device is signed out here too.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CLOSE_CONFIRMATION, CloseAccountRequest } from '@/contract/account-settings';
import { refreshSession } from '@/features/auth';
import { clearAnalyticsUser } from '@/platform/analytics/sender';
import { forgetTokenPair } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { clearPersonalCaches } from '@/platform/offline/caches';
import { marketingPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { useForm } from '@/ui/forms/use-form';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { closeAccount } from './api';
import { Actions } from './layout';

const Lead = styled('p', { margin: '0 0 $2' });
const List = styled('ul', { margin: '0 0 $4', paddingLeft: '$5', '& li': { marginBottom: '$2' } });

function CloseForm({ onClose }: { onClose: () => void }) {
  useSignals();
  const [, navigate] = useLocation();
  const form = useForm({ password: '', confirmation: '' });
  const [closed, setClosed] = useState(false);
  const offline = !isOnline.value;

  if (closed) {
    return (
      <>
        <Notice tone="info">
          Your account is closed and you are signed out everywhere. Your records are kept.
        </Notice>
        <Button
          onClick={() => {
            void refreshSession().then(() => navigate(marketingPaths.splash));
          }}
        >
          Done
        </Button>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { password: form.values.password, confirmation: form.values.confirmation };
    const ok = await form.submit(body, CloseAccountRequest, () => closeAccount(body));
    if (!ok) return;
    forgetTokenPair();
    await clearPersonalCaches();
    clearAnalyticsUser();
    setClosed(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Lead>Closing your account:</Lead>
      <List>
        <li>signs you out on every device, and you cannot sign in again;</li>
        <li>
          keeps your records (orders, statements, tax documents) as the law requires: nothing is
          deleted;
        </li>
        <li>
          needs an empty live account: withdraw your cash or transfer your positions to another
          broker first.
        </li>
      </List>
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={form.update}
      />
      <TextField
        name="confirmation"
        label={`Type ${CLOSE_CONFIRMATION} to confirm`}
        autoComplete="off"
        value={form.values.confirmation}
        error={form.errors.confirmation}
        onChange={form.update}
      />
      {offline ? (
        <Notice tone="warning">You are offline. Closing needs a connection.</Notice>
      ) : null}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={form.busy || offline}>
          {form.busy ? 'Closing…' : 'Close my account'}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Keep my account
        </Button>
      </Actions>
    </form>
  );
}

export function CloseAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      modalType="close account"
      title="Close your account"
      height="auto"
    >
      <CloseForm onClose={onClose} />
    </Modal>
  );
}
