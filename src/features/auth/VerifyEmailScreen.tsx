// /app/users/confirm-email?token=…: the screen the sign-up mail's link opens. One button
// confirms (a mail scanner that fetches the link confirms nothing); the link works on any device
// and signs nobody in. A link that expired, was used or was replaced says so, and a signed-in
// member can have a new one sent.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { confirmEmail, resendEmailVerification } from './email-verification-calls';
import { currentUser } from './index';

export default function VerifyEmailScreen() {
  useSignals();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offline = !isOnline.value;

  const user = currentUser.value;
  const resend = async () => {
    setBusy(true);
    try {
      const { sent_to } = await resendEmailVerification();
      setFailure(`We sent a new link to ${sent_to}. Open it from that mail.`);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setConfirmed((await confirmEmail(token)).email);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Confirm your email" testId="verify-email-screen">
      <AuthCard title="Confirm your email" subtitle="Deposits and withdrawals wait for it.">
        {confirmed ? (
          <>
            <Notice tone="info">
              <Said data-testid="email-confirmed">
                {confirmed} is confirmed. You can move money now.
              </Said>
            </Notice>
            <p>
              <Link href={appPaths.dashboard}>Go to Stockroom</Link>
            </p>
          </>
        ) : (
          <>
            {offline ? (
              <Notice tone="warning">You are offline. Connect to the internet to continue.</Notice>
            ) : null}
            {!token ? <Notice tone="error">This page opens from the link we email.</Notice> : null}
            {failure ? (
              <Notice
                tone="error"
                action={
                  user && !user.email_verified ? (
                    <Button
                      type="button"
                      variant="link"
                      disabled={busy || offline}
                      onClick={() => void resend()}
                    >
                      Send me a new link
                    </Button>
                  ) : null
                }
              >
                <Said>{failure}</Said>
              </Notice>
            ) : null}
            <Button
              type="button"
              block
              disabled={busy || offline || !token}
              onClick={() => void confirm()}
            >
              {busy ? <Spinner size="small" label="Confirming" /> : null}
              {busy ? 'Confirming…' : 'Confirm my email'}
            </Button>
          </>
        )}
      </AuthCard>
    </Page>
  );
}

const Said = styled('span', { overflowWrap: 'anywhere' });
