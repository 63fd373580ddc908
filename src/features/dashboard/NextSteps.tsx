// Next steps that follow the member's real state (next-steps.ts decides which): the onboarding
// questions, the live application and where its review stands, then a bank and a first deposit
// once the live account is open. Each is gone once done; with none left the card is not there.
import { Link } from 'wouter';
import type { Account } from '@/contract/accounts';
import type { User } from '@/contract/users';
import { fundingPaths, loadBankAccounts, loadFundingHistory } from '@/features/funding';
import { liveAccountPaths, loadApplicationStatus } from '@/features/live-accounts';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { styled } from '@/ui/theme/stitches';
import { liveIsOpen, nextSteps, type StepFacts, type StepId, wantsLive } from './next-steps';
import { Section, SectionBody } from './Section';
import * as fundingEndpoints from '@/contract/endpoints/funding';
import * as liveAccountsEndpoints from '@/contract/endpoints/live-accounts';

const STEPS: Record<StepId, { href: string; title: string; detail: string }> = {
  'choose-account': {
    href: appPaths.accountType,
    title: 'Choose your account',
    detail: 'Keep practising on paper or apply for a live account.',
  },
  'investing-experience': {
    href: appPaths.investingExperience,
    title: 'Tell us about your investing experience',
    detail: 'We use it to suggest lessons and tools that fit you.',
  },
  'brokerage-decision': {
    href: appPaths.brokerageAccount,
    title: 'Decide on a brokerage account',
    detail: 'Opt in when you want to invest real money.',
  },
  'finish-application': {
    href: liveAccountPaths.onboard,
    title: 'Finish your live account application',
    detail: 'Pick up where you stopped: it takes a few minutes.',
  },
  'application-in-review': {
    href: liveAccountPaths.submissionStatus,
    title: 'Your application is in review',
    detail: 'We will tell you as soon as your live account is open.',
  },
  'application-needs-action': {
    href: liveAccountPaths.submissionStatus,
    title: 'Your application needs your attention',
    detail: 'See what the review asked for.',
  },
  'application-rejected': {
    href: liveAccountPaths.submissionStatus,
    title: 'Your application was not approved',
    detail: 'See the reason; your paper account stays open for practice.',
  },
  'link-bank': {
    href: fundingPaths.linkBank,
    title: 'Link your bank',
    detail: 'Your live account is open: link a bank to move money in.',
  },
  'verify-bank': {
    href: fundingPaths.funding,
    title: 'Verify your bank',
    detail: 'Enter the two small deposits we sent to finish linking it.',
  },
  'first-deposit': {
    href: fundingPaths.deposit,
    title: 'Make your first deposit',
    detail: 'Add money to your live account to start investing.',
  },
};

async function readFacts(user: StepFacts['user'], accounts: readonly Account[]): Promise<StepId[]> {
  const base = { user, accounts };
  const [application, funding] = await Promise.all([
    wantsLive(base) ? loadApplicationStatus().then((answer) => answer.status) : null,
    liveIsOpen(accounts) ? Promise.all([loadBankAccounts(), loadFundingHistory()]) : null,
  ]);
  return nextSteps({
    ...base,
    application,
    banks: funding ? funding[0].bank_accounts : null,
    transfers: funding ? funding[1].transfers : null,
  });
}

export function NextSteps({ user, accounts }: { user: User; accounts: readonly Account[] }) {
  // The answers it reads, picked into steps: keyed by its own name beside theirs.
  const { state, reload } = useApiQuery({
    reads: [liveAccountsEndpoints.status, fundingEndpoints.bankAccounts, fundingEndpoints.history],
    args: ['next-steps', user, accounts],
    load: () => readFacts(user, accounts),
  });
  // No empty card: with every step done (or none known yet) the section is simply not there.
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <Section id="next-steps" testId="home-next-steps" title="Next steps">
      <SectionBody state={state} reload={reload} label="Loading your next steps" lines={2}>
        {(steps) => (
          <Steps>
            {steps.map((id) => (
              <li key={id} data-step={id}>
                <Link href={STEPS[id].href}>{STEPS[id].title}</Link>
                <Small>{STEPS[id].detail}</Small>
              </li>
            ))}
          </Steps>
        )}
      </SectionBody>
    </Section>
  );
}

const Steps = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& li': { padding: '$3 0' },
  '& li + li': { borderTop: '1px solid $border' },
  '& a': {
    fontWeight: 600,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
  },
});
const Small = styled('span', { display: 'block', color: '$textMuted', fontSize: '$sm' });
