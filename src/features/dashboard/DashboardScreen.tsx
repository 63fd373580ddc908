// /app (spec §2 "/: dashboard"): the home screen of a brokerage app. Signed in: the value of each
// open account with the day's change (paper and live side by side once both are open), the shown
// account's value over time and its positions with today's move, the next steps still open, the
// watchlist with live prices, the market's top movers, the next lesson with the member's XP, and
// the latest from the people they follow. Every section loads, fails and retries on its own.
// Phone first: one column; from 1024 px a second column holds the market and community. That
// column's sections render, and ask for their data, as they near the screen (ui/WhenNear): on a
// phone they sit under the first screen, and the member's own figures come first.
// Signed-out visitors get the way in instead of a redirect.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Account } from '@/contract/accounts';
import type { AccountType, User } from '@/contract/users';
import { authStatus, currentUser } from '@/features/auth';
import { accountsQuery } from '@/features/accounts';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { WhenNear } from '@/ui/WhenNear';
import { AccountCards } from './AccountCards';
import { FromPeople } from './FromPeople';
import { Movers } from './Movers';
import { NextLesson } from './NextLesson';
import { NextSteps } from './NextSteps';
import { Positions } from './Positions';
import { ValueChart } from './ValueChart';
import { Watchlist } from './Watchlist';

/** Home's first figures, for routes.tsx to ask for before the screen mounts. */
export { prefetchHome as prefetchData } from './prefetch';

export default function DashboardScreen() {
  useSignals();
  const user = currentUser.value;
  if (authStatus.value === 'unknown') {
    return (
      <Page title="Home" testId="dashboard-screen">
        <Spinner size="large" label="Loading your account" />
      </Page>
    );
  }
  return (
    <Page title="Home" testId="dashboard-screen" wide={Boolean(user)}>
      {user ? <SignedInHome user={user} /> : <Welcome />}
    </Page>
  );
}

function Welcome() {
  return (
    <Card>
      <Heading>Invest, learn and talk markets</Heading>
      <Muted>
        Trade stocks and ETFs in a live account or practise with $100,000 of virtual cash in a paper
        account. Share ideas with pros and cons, and follow investors you trust.
      </Muted>
      <Row>
        <Button as={Link} href={appPaths.signUp}>
          Create account
        </Button>
        <Button as={Link} href={appPaths.login} variant="secondary">
          Log in
        </Button>
      </Row>
    </Card>
  );
}

const NO_ACCOUNTS: readonly Account[] = [];

/** The account the chart and positions show before the member picks one. */
function defaultShown(user: User, accounts: readonly Account[] | null): AccountType | undefined {
  // Most members are on paper: no need to wait for the accounts to know that.
  if (user.account_type === 'simulated') return 'simulated';
  // A live member's live account counts once it is open; until the accounts are known (or if
  // they cannot be read), the server picks (the member's choice, or paper).
  if (accounts === null) return undefined;
  const live = accounts.find((account) => account.type === 'live');
  return live?.status === 'open' ? 'live' : 'simulated';
}

function SignedInHome({ user }: { user: User }) {
  useSignals();
  const online = isOnline.value;
  const { state: accountsState, reload: reloadAccounts } = useApiQuery(accountsQuery);
  const [picked, setPicked] = useState<AccountType | null>(null);
  const accounts = accountsState.status === 'success' ? accountsState.data.accounts : null;
  const open = (accounts ?? []).filter((account) => account.status === 'open');
  const both = open.length > 1;
  const shown = (both ? picked : null) ?? defaultShown(user, accounts);
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  return (
    <>
      <Heading css={{ overflowWrap: 'anywhere' }}>Hi, {firstName}</Heading>
      {/* Offline, the service worker answers each section from its last saved answer. */}
      {online ? null : (
        <Notice tone="warning">
          <span data-testid="home-offline">
            Offline: figures are the last ones saved on this device, and prices are not live.
          </span>
        </Notice>
      )}
      <Columns>
        <Column>
          <AccountCards inUse={user.account_type} state={accountsState} reload={reloadAccounts} />
          <ValueChart type={shown} both={both} onSwitch={setPicked} />
          <Positions type={shown} />
          {accountsState.status === 'loading' ? null : (
            <NextSteps user={user} accounts={accounts ?? NO_ACCOUNTS} />
          )}
        </Column>
        {/* Under a phone's first screen: each renders, and asks for its data, as it nears the
            screen (its usual height at 390 px reserved), so the figures above come first. */}
        <Column>
          {LOWER_SECTIONS.map(([name, Part, reserve]) => (
            <WhenNear key={name} reserve={reserve}>
              <Part />
            </WhenNear>
          ))}
        </Column>
      </Columns>
    </>
  );
}

/** The second column's sections, with their usual heights at 390 px (WhenNear's reserve). */
const LOWER_SECTIONS = [
  ['watchlist', Watchlist, 162],
  ['movers', Movers, 520],
  ['next lesson', NextLesson, 286],
  ['from people', FromPeople, 644],
] as const;

const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  alignItems: 'start',
  '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
});
// Cards keep their own spacing (Card's `& + &`), so a column is a plain block.
const Column = styled('div', { minWidth: 0 });
