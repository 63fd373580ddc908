// /app (spec §2 "/: dashboard"): the paper account's cash from the server, the account in use and
// the next steps still open. Signed-out visitors get the way in instead of a redirect.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import type { Account } from '@/contract/accounts';
import type { User } from '@/contract/users';
import { authStatus, currentUser } from '@/features/auth';
import { loadAccounts } from '@/features/account';
import { fundingPaths } from '@/features/funding';
import { liveAccountPaths } from '@/features/live-accounts';
import { describeError, useQuery } from '@/platform/api';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Money } from '@/ui/Money';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';

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
    <Page title="Home" testId="dashboard-screen">
      {user ? <SignedInDashboard user={user} /> : <Welcome />}
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

function SignedInDashboard({ user }: { user: User }) {
  const { state, reload } = useQuery(loadAccounts);
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  return (
    <>
      <Heading>Hi, {firstName}</Heading>
      <Card aria-labelledby="accounts-heading">
        <Heading as="h2" level={2} id="accounts-heading">
          Your accounts
        </Heading>
        {state.status === 'loading' ? <Spinner label="Loading your accounts" /> : null}
        {state.status === 'error' ? (
          <Notice
            tone="error"
            action={
              <Button variant="link" onClick={reload}>
                Try again
              </Button>
            }
          >
            {describeError(state.error)}
          </Notice>
        ) : null}
        {state.status === 'success'
          ? state.data.accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                inUse={account.type === user.account_type}
              />
            ))
          : null}
      </Card>
      <NextSteps user={user} />
    </>
  );
}

function AccountRow({ account, inUse }: { account: Account; inUse: boolean }) {
  const name = account.type === 'simulated' ? 'Paper account' : 'Live account';
  const live = account.type === 'live';
  return (
    <AccountLine data-testid={`account-${account.type}`}>
      <div>
        <strong>{name}</strong>
        {inUse ? <Badge>In use</Badge> : null}
        <Small>
          {account.status === 'open'
            ? live
              ? 'Open'
              : 'Virtual money for practice'
            : account.status === 'closed'
              ? 'Closed'
              : 'Not open yet'}
        </Small>
        {/* The way forward for the live account (issue 5/10): /app/onboard resumes the
            application where it stopped (or shows its review status); an open one can be funded. */}
        {live && account.status === 'application_not_started' ? (
          <Link href={liveAccountPaths.onboard}>Open or continue your application</Link>
        ) : null}
        {live && account.status === 'open' ? (
          <Link href={fundingPaths.funding}>Deposit or withdraw</Link>
        ) : null}
      </div>
      <Cash aria-label={`${name} cash`}>
        <Small>Cash</Small>
        <Money cents={account.cash_cents} />
      </Cash>
    </AccountLine>
  );
}

interface Step {
  href: string;
  title: string;
  detail: string;
}

function NextSteps({ user }: { user: User }) {
  const candidates: Array<Step | false> = [
    !user.account_type_chosen && {
      href: appPaths.accountType,
      title: 'Choose your account',
      detail: 'Keep practising on paper or apply for a live account.',
    },
    !user.investing_experience && {
      href: appPaths.investingExperience,
      title: 'Tell us about your investing experience',
      detail: 'We use it to suggest lessons and tools that fit you.',
    },
    user.brokerage_opt_in === null && {
      href: appPaths.brokerageAccount,
      title: 'Decide on a brokerage account',
      detail: 'Opt in when you want to invest real money.',
    },
  ];
  const steps = candidates.filter((step): step is Step => step !== false);
  // No empty cards (issue 1/10): with every step done the card is simply not there.
  if (steps.length === 0) return null;
  return (
    <Card aria-labelledby="next-steps-heading">
      <Heading as="h2" level={2} id="next-steps-heading">
        Next steps
      </Heading>
      <Steps>
        {steps.map((step) => (
          <li key={step.href}>
            <Link href={step.href}>{step.title}</Link>
            <Small>{step.detail}</Small>
          </li>
        ))}
      </Steps>
    </Card>
  );
}

const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });
const AccountLine = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '$3 0',
  '& + &': { borderTop: '1px solid $border' },
});
const Cash = styled('div', { textAlign: 'right', fontSize: '$lg', fontWeight: 700 });
const Small = styled('span', {
  display: 'block',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: 400,
});
const Badge = styled('span', {
  display: 'inline-block',
  whiteSpace: 'nowrap',
  marginLeft: '$2',
  padding: '2px $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  backgroundColor: '$badge',
  color: '$buttonText',
});
const Steps = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& li': { padding: '$3 0' },
  '& li + li': { borderTop: '1px solid $border' },
  '& a': { fontWeight: 600 },
});
