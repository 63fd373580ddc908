// /app/account/password (spec §2 mobile "change password"): the current
// password and a new one (the sign-up rules: 8 characters or more, not a common one). On success
// every other session of the member ends; this one stays signed in.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { PasswordChange } from '@/contract/account-settings';
import { PASSWORD_MIN } from '@/contract/fields';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import { changePassword } from './api';
import { AccountPage } from './layout';

const EMPTY = { current_password: '', new_password: '', repeat_password: '' };

function PasswordForm({ onDone }: { onDone: (ended: number) => void }) {
  useSignals();
  const form = useForm(EMPTY);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const offline = !isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      current_password: form.values.current_password,
      new_password: form.values.new_password,
    };
    if (form.values.repeat_password !== form.values.new_password) {
      setMismatch('The two new passwords differ. Type the same one twice.');
      return;
    }
    setMismatch(null);
    let count = 0;
    const ok = await form.submit(body, PasswordChange, async () => {
      count = (await changePassword(body)).other_sessions_ended;
    });
    if (ok) onDone(count);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Muted>
        Use at least {PASSWORD_MIN} characters; a few unrelated words make a strong password.
        Changing it signs you out on every other device.
      </Muted>
      <TextField
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={form.values.current_password}
        error={form.errors.current_password}
        onChange={form.update}
      />
      <TextField
        name="new_password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={form.values.new_password}
        error={form.errors.new_password}
        onChange={form.update}
      />
      <TextField
        name="repeat_password"
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={form.values.repeat_password}
        error={mismatch}
        onChange={(name, value) => {
          setMismatch(null);
          form.update(name, value);
        }}
      />
      {offline ? (
        <Notice tone="warning">You are offline. Changing needs a connection.</Notice>
      ) : null}
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Button type="submit" disabled={form.busy || offline}>
        {form.busy ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}

export default function PasswordScreen() {
  // A new form after each change, so no password stays typed in the fields.
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState<number | null>(null);
  return (
    <AccountPage title="Change password" testId="change-password-screen">
      {ended !== null ? (
        <Notice tone="info">
          Your password is changed.{' '}
          {ended === 0
            ? 'No other device was signed in.'
            : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`}
        </Notice>
      ) : null}
      <PasswordForm
        key={round}
        onDone={(count) => {
          setEnded(count);
          setRound((value) => value + 1);
        }}
      />
    </AccountPage>
  );
}
