// /app/users/password/new: "Forgot password?". The answer is the same whether or not an account
// uses the address (the server's words); where the server keeps mail in its sandbox mailbox and
// this is its machine, a link there, so the reset can be followed without a mail server.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { PasswordResetRequest } from '@/contract/auth';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { EmailField } from './EmailField';
import { requestPasswordReset, sandboxMailboxHere } from './password-reset-calls';

const SANDBOX_MAILBOX = '/app/sandbox-mail';

export default function ForgotPasswordScreen() {
  useSignals();
  const { values: form, errors, failure, busy, update, submit } = useForm({ email: '' });
  const [sent, setSent] = useState<{ message: string; mailbox: boolean } | null>(null);
  const offline = !isOnline.value;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(form, PasswordResetRequest, async () => {
      const answer = await requestPasswordReset(form);
      setSent({ message: answer.message, mailbox: await sandboxMailboxHere() });
    });
  };

  return (
    <Page title="Forgot password" testId="forgot-password-screen">
      <AuthCard
        title="Forgot your password?"
        subtitle="We will email you a link to choose a new one."
      >
        {sent ? (
          <>
            <Notice tone="info">
              <span data-testid="password-reset-sent">{sent.message}</span>
            </Notice>
            {sent.mailbox ? (
              <p>
                This server has no mail server: the mail is in its{' '}
                <Link href={SANDBOX_MAILBOX}>sandbox mailbox</Link>.
              </p>
            ) : null}
          </>
        ) : (
          <>
            {offline ? (
              <Notice tone="warning">You are offline. Connect to the internet to continue.</Notice>
            ) : null}
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <form onSubmit={onSubmit} noValidate>
              <EmailField value={form.email} error={errors.email} onChange={update} />
              <Button type="submit" block disabled={busy || offline}>
                {busy ? <Spinner size="small" label="Sending the link" /> : null}
                {busy ? 'Sending…' : 'Email me a link'}
              </Button>
            </form>
          </>
        )}
        <p>
          <Link href={appPaths.login}>Back to log in</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
