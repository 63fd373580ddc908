// /app/invite-friends (spec §2 "referral actions"): the member's referral link
// and the ways to pass it on over the channels of spec §3 — copy it, the system share sheet or
// messages, e-mail, X, Facebook, LinkedIn, typed addresses (Manual Email) and an imported address
// book (Gmail Contacts, Phone Contacts) — with how many people joined through it. A sign-up that
// arrives through the link is traced to the member; the rewards for it are on /app/referrals.
import { useState } from 'react';
import { Link } from 'wouter';
import { CommunityNav } from '@/features/community';
import { currentBrand } from '@/platform/brand/current';
import { useApiQuery } from '@/platform/queries';
import { appInfoPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { referralsQuery } from './api';
import { ChannelButtons } from './ChannelButtons';
import { deliver } from './deliver';
import { inviteText } from './invite-message';
import { PlainInput } from '@/ui/TextArea';
import { ManualInviteForm } from './ManualInviteForm';
import { socialPaths } from './paths';
import { type ShareSheetChannel, shareTargetUrl } from './share-targets';
import { absoluteUrl } from './shareable';

export default function InviteFriendsScreen() {
  // Invitations recorded here mark the counts stale (api.ts): they are read again behind the
  // form, which keeps its "now send them" step.
  const { state, reload } = useApiQuery(referralsQuery);
  return (
    <Page title="Invite friends" testId="invite-friends-screen">
      <Heading>Invite friends</Heading>
      <CommunityNav />
      <Muted>
        Investing is better with people whose reasons you can read. Send your link to friends; when
        they join with it, you will see them here.
      </Muted>
      <QueryView state={state} reload={reload} loadingLabel="Loading your invite link" staleNotice>
        {(referral) => (
          <>
            <ReferralLink url={absoluteUrl(referral.short_url)} />
            <Stats aria-label="Your invitations">
              <div>
                <dt>Joined with your link</dt>
                <dd data-testid="referred-count">{referral.referred_count}</dd>
              </div>
              <div>
                <dt>Invitations sent</dt>
                <dd data-testid="invites-sent-count">{referral.invites_sent}</dd>
              </div>
            </Stats>
            <ManualInviteForm />
            <Card aria-labelledby="import-title">
              <Heading as="h2" level={2} id="import-title">
                Invite from your contacts
              </Heading>
              <Muted>
                Choose people from your Gmail contacts, your phone or an exported contacts file.
                Your address book is never stored: only the addresses you invite, and only in a form
                that cannot be read back.
              </Muted>
              <Button as={Link} href={socialPaths.invitesProvider} variant="secondary">
                Import contacts
              </Button>
            </Card>
            <Muted>
              <Link href={appInfoPaths.referralRules}>Referral rules</Link>
            </Muted>
          </>
        )}
      </QueryView>
    </Page>
  );
}

function ReferralLink({ url }: { url: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const message = {
    url,
    subject: inviteText(currentBrand.displayName, url).subject,
    text: `Join me on ${currentBrand.displayName}, where every investing idea comes with its pros and cons.`,
  };
  const send = async (channel: ShareSheetChannel) =>
    setStatus(await deliver(channel, message, shareTargetUrl(channel, message)));
  return (
    <Card aria-labelledby="link-title">
      <Heading as="h2" level={2} id="link-title">
        Your invite link
      </Heading>
      <PlainInput
        aria-labelledby="link-title"
        readOnly
        value={url}
        data-testid="referral-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <ChannelButtons label="Send your link over" onPick={(channel) => void send(channel)} />
      {status ? <p role="status">{status}</p> : null}
    </Card>
  );
}

const Stats = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
  margin: '0 0 $4',
  '& div': {
    backgroundColor: '$component',
    border: '1px solid $border',
    borderRadius: '$md',
    padding: '$3 $4',
  },
  '& dt': { color: '$textMuted', fontSize: '$sm' },
  '& dd': { margin: 0, fontSize: '$xl', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
});
