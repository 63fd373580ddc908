// After invitations are recorded: the member sends them from their own mail app (a mailto link
// with the addresses in Bcc and their referral link), or copies the addresses. We send no mail.
import { useId, useState } from 'react';
import { currentBrand } from '@/platform/brand/current';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { referralsQuery } from './api';
import { inviteMailto } from './invite-message';
import type { InvitesRecorded } from './send-invites';
import { absoluteUrl } from './shareable';

export function InvitesSent({ result, onMore }: { result: InvitesRecorded; onMore: () => void }) {
  const id = useId();
  const { state } = useApiQuery(referralsQuery);
  const [copied, setCopied] = useState<string | null>(null);
  const link = state.status === 'success' ? absoluteUrl(state.data.short_url) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.emails.join(', '));
      setCopied('Addresses copied.');
    } catch {
      setCopied('Your browser would not copy: select the addresses in your mail app instead.');
    }
  };
  const count = result.emails.length;
  return (
    <Card aria-labelledby={id} data-testid="invites-sent">
      <Heading as="h2" level={2} id={id}>
        Now send {count === 1 ? 'it' : 'them'}
      </Heading>
      <p role="status">
        {result.invited} {result.invited === 1 ? 'invitation' : 'invitations'} recorded
        {result.already_invited > 0 ? ` (${result.already_invited} already invited before)` : ''}.
        We never e-mail your contacts ourselves: send the message from your own mail app, with your
        link in it.
      </p>
      <Row>
        {link ? (
          <Button as="a" href={inviteMailto(result.emails, currentBrand.displayName, link)}>
            Open my mail app
          </Button>
        ) : (
          <Button type="button" disabled>
            Preparing your link…
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy the addresses
        </Button>
        <Button type="button" variant="link" onClick={onMore}>
          Invite more people
        </Button>
      </Row>
      {copied ? <p role="status">{copied}</p> : null}
    </Card>
  );
}

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$3' });
