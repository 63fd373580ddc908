// /app/account/email/confirm?token=… (the link in the confirmation email):
// confirms once on arrival. Used, expired, foreign or taken links each get the server's message.
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { authStatus, currentUser, mergeCurrentUser } from '@/features/auth';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Spinner } from '@/ui/Spinner';
import { confirmEmailChange } from './api';
import { AccountPage } from './layout';
import { accountSettingsPaths } from './paths';

type Outcome =
  { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

export default function ConfirmEmailScreen() {
  useSignals();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const online = isOnline.value;
  const status = authStatus.value;
  const started = useRef(false);

  const confirm = useCallback(async () => {
    setOutcome({ status: 'working' });
    try {
      const { email } = await confirmEmailChange(token);
      const user = currentUser.value;
      if (user) mergeCurrentUser({ id: user.id, email });
      setOutcome({ status: 'done', email });
    } catch (error) {
      setOutcome({ status: 'failed', message: describeError(error) });
    }
  }, [token]);

  useEffect(() => {
    // Once per visit: the link is single-use, and a second call would report it used.
    if (started.current || !online || status !== 'signed-in') return;
    started.current = true;
    if (!token)
      setOutcome({
        status: 'failed',
        message: 'This link has no token. Open the link from the email again.',
      });
    else void confirm();
  }, [confirm, online, status, token]);

  if (status !== 'signed-in') {
    // The link works for the account that asked: sign in first, then come back with the token.
    const back = `${accountSettingsPaths.confirmEmail}?${new URLSearchParams({ token })}`;
    return (
      <AccountPage title="Confirm your new email" testId="confirm-email-screen">
        {status === 'unknown' ? (
          <Spinner label="Checking your session" />
        ) : (
          <>
            <Notice tone="info">Log in with your current email to confirm the change.</Notice>
            <Link href={`${appPaths.login}?${new URLSearchParams({ next: back })}`}>Log in</Link>
          </>
        )}
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Confirm your new email" testId="confirm-email-screen">
      {!online && outcome.status === 'working' ? (
        <Notice tone="warning">You are offline. Confirming needs a connection.</Notice>
      ) : outcome.status === 'working' ? (
        <Spinner label="Confirming your new email" />
      ) : outcome.status === 'done' ? (
        <Notice tone="info">Your sign-in email is now {outcome.email}.</Notice>
      ) : (
        <Notice
          tone="error"
          action={
            <Button variant="link" onClick={() => void confirm()}>
              Try again
            </Button>
          }
        >
          {outcome.message}
        </Notice>
      )}
      <p>
        <Link href={accountSettingsPaths.account}>Back to your account</Link>
      </p>
    </AccountPage>
  );
}
