// /app/users/password/edit?token=…: the mailed link's screen. A new password under the sign-up
// rules; once set, every session of the account has ended, and the person logs in with it. A
// link that expired, was used or was replaced says so and offers a new one.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PasswordResetConfirm } from '@/contract/auth';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { confirmPasswordReset } from './password-reset-calls';

export default function ResetPasswordScreen() {
  useSignals();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { values: form, errors, failure, busy, update, submit } = useForm({ password: '' });
  const [done, setDone] = useState(false);
  const offline = !isOnline.value;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { token, password: form.password };
    await submit(body, PasswordResetConfirm, async () => {
      await confirmPasswordReset(body);
      setDone(true);
    });
  };

  const linkProblem = errors.token ?? (token ? null : 'This page opens from the link we email.');
  return (
    <Page title="Choose a new password" testId="reset-password-screen">
      <AuthCard title="Choose a new password" subtitle="It signs you out on every device.">
        {done ? (
          <>
            <Notice tone="info">
              <span data-testid="password-reset-done">
                Your password is changed, and every device is signed out.
              </span>
            </Notice>
            <p>
              <Link href={appPaths.login}>Log in with your new password</Link>
            </p>
          </>
        ) : (
          <>
            {offline ? (
              <Notice tone="warning">You are offline. Connect to the internet to continue.</Notice>
            ) : null}
            {linkProblem ? (
              <Notice tone="error">
                {linkProblem} <Link href={appPaths.forgotPassword}>Email me a new link</Link>
              </Notice>
            ) : null}
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <form onSubmit={onSubmit} noValidate>
              <TextField
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                value={form.password}
                error={errors.password}
                onChange={update}
              />
              <Button type="submit" block disabled={busy || offline || !token}>
                {busy ? <Spinner size="small" label="Saving" /> : null}
                {busy ? 'Saving…' : 'Set new password'}
              </Button>
            </form>
          </>
        )}
      </AuthCard>
    </Page>
  );
}
