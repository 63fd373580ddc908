// /app/account (spec §2 mobile "account"): who you are and the way to every account screen — edit
// profile, change email, change password, preferences, the live account's details, support, news
// and audio, membership, subscriptions and rewards, documents — plus the rate-app and
// close-account modals.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AccountOverview } from '@/contract/account-settings';
import { currentUser } from '@/features/auth';
import { documentPaths } from '@/features/documents';
import { libraryPaths } from '@/features/library';
import { membershipPaths } from '@/features/membership';
import { rewardsPaths } from '@/features/rewards';
import { supportPaths } from '@/features/support';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { overviewQuery } from './api';
import { CloseAccountModal } from './CloseAccountModal';
import { Actions, LinkList } from './layout';
import { accountSettingsPaths as paths } from './paths';
import { RateAppModal } from './RateAppModal';

const SIGN_IN_LINKS: ReadonlyArray<readonly [string, string]> = [
  [paths.editProfile, 'Edit profile'],
  [paths.email, 'Change email'],
  [paths.password, 'Change password'],
  [paths.preferences, 'Preferences'],
  [paths.liveAccount, 'Live account details'],
  [appPaths.settings, 'Appearance and offline (this device)'],
];

const MORE_LINKS: ReadonlyArray<readonly [string, string]> = [
  [supportPaths.list, 'Support requests'],
  [libraryPaths.news, 'News'],
  [libraryPaths.audio, 'Audio library'],
  [membershipPaths.membership, 'Membership'],
  [membershipPaths.subscriptions, 'Subscriptions'],
  [rewardsPaths.referrals, 'Rewards and referrals'],
  [documentPaths.documents, 'Statements and documents'],
];

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});

function LinkCard({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Card aria-labelledby={id}>
      <Heading as="h2" level={2} id={id}>
        {title}
      </Heading>
      <LinkList>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </LinkList>
    </Card>
  );
}

function Who({ overview }: { overview: AccountOverview }) {
  useSignals();
  const user = currentUser.value;
  return (
    <Card aria-labelledby="who-heading">
      <Heading as="h2" level={2} id="who-heading">
        You
      </Heading>
      <Facts>
        <dt>Name</dt>
        <dd>{overview.profile.name}</dd>
        <dt>Email</dt>
        <dd>{overview.profile.email}</dd>
        <dt>Trading in</dt>
        <dd>
          {user?.account_type === 'live' ? 'Live account' : 'Paper account (simulated)'}
          {overview.has_live_account ? ' · live account open' : ''}
        </dd>
      </Facts>
      {overview.pending_email ? (
        <Notice tone="warning">
          Waiting for confirmation: your email changes to {overview.pending_email.new_email} when
          you open the link we sent there. <Link href={paths.email}>Details or a new link</Link>
        </Notice>
      ) : null}
    </Card>
  );
}

export default function AccountScreen() {
  const { state, reload } = useApiQuery(overviewQuery);
  const [modal, setModal] = useState<'rate' | 'close' | null>(null);
  return (
    <Page title="Account" testId="account-screen">
      <Heading>Account</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading your account" staleNotice>
        {(overview) => (
          <>
            <Who overview={overview} />
            <LinkCard id="sign-in-heading" title="Profile and sign-in" links={SIGN_IN_LINKS} />
            <LinkCard id="more-heading" title="Help, news and programmes" links={MORE_LINKS} />
            <Card aria-labelledby="feedback-heading">
              <Heading as="h2" level={2} id="feedback-heading">
                Feedback and closing
              </Heading>
              <Muted>Tell us how we are doing, or close your account.</Muted>
              <Actions>
                <Button variant="secondary" onClick={() => setModal('rate')}>
                  Rate the app
                </Button>
                <Button variant="secondary" onClick={() => setModal('close')}>
                  Close account
                </Button>
              </Actions>
            </Card>
          </>
        )}
      </QueryView>
      <RateAppModal open={modal === 'rate'} onClose={() => setModal(null)} />
      <CloseAccountModal open={modal === 'close'} onClose={() => setModal(null)} />
    </Page>
  );
}
