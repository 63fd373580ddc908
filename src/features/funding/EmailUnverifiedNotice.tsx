// Shown where money moves while the member's email is unconfirmed: why deposits and withdrawals
// wait, where the link went, and "Send the link again" (at most once a minute on the server,
// which answers alike either way). Nothing for a confirmed member or a visitor.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import * as authEndpoints from '@/contract/endpoints/auth';
import { currentUser } from '@/features/auth';
import { call } from '@/platform/api';

export function EmailUnverifiedNotice() {
  useSignals();
  const user = currentUser.value;
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user || user.email_verified) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const { sent_to } = await call(authEndpoints.resendVerification);
      setSaid(`We sent a new link to ${sent_to}. It can take a minute to arrive.`);
    } catch (error) {
      setSaid(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Notice
      tone="warning"
      action={
        <Button
          type="button"
          variant="link"
          disabled={busy || !isOnline.value}
          onClick={() => void resend()}
        >
          Send the link again
        </Button>
      }
    >
      <Said data-testid="email-unverified">
        {said ?? `Confirm your email to move money: open the link we sent to ${user.email}.`}
      </Said>
    </Notice>
  );
}

/** A long address breaks anywhere rather than run out of the box on a phone. */
const Said = styled('span', { overflowWrap: 'anywhere' });
