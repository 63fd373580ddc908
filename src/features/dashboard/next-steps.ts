// Which next steps the home screen shows (spec §4 onboarding order): each follows what the server
// says about the member, and is gone once done, so a finished member sees no card at all.
import type { Account } from '@/contract/accounts';
import type { BankAccount, FundingTransfer } from '@/contract/funding';
import type { ApplicationStatus } from '@/contract/live-accounts';
import type { User } from '@/contract/users';

export type StepId =
  | 'choose-account'
  | 'investing-experience'
  | 'brokerage-decision'
  | 'finish-application'
  | 'application-in-review'
  | 'application-needs-action'
  | 'application-rejected'
  | 'link-bank'
  | 'verify-bank'
  | 'first-deposit';

/** What the steps are decided from; `null` where the server was not asked (not relevant yet). */
export interface StepFacts {
  user: Pick<
    User,
    'account_type' | 'account_type_chosen' | 'investing_experience' | 'brokerage_opt_in'
  >;
  accounts: readonly Pick<Account, 'type' | 'status'>[];
  application: ApplicationStatus | null;
  banks: readonly Pick<BankAccount, 'status'>[] | null;
  transfers: readonly Pick<FundingTransfer, 'direction'>[] | null;
}

/** The live account, unless there is none or it was closed. */
const liveAccountOf = (accounts: StepFacts['accounts']) =>
  accounts.find((account) => account.type === 'live' && account.status !== 'closed') ?? null;

/** Whether the member is on the way to a live account: chose it, or opted in to brokerage. */
export const wantsLive = (facts: Pick<StepFacts, 'user' | 'accounts'>) =>
  facts.user.account_type === 'live' ||
  facts.user.brokerage_opt_in === true ||
  liveAccountOf(facts.accounts) !== null;

/** Whether the live account is open, so funding steps apply. */
export const liveIsOpen = (accounts: StepFacts['accounts']) =>
  liveAccountOf(accounts)?.status === 'open';

export function nextSteps(facts: StepFacts): StepId[] {
  const { user, application, banks, transfers } = facts;
  const steps: StepId[] = [];
  if (!user.account_type_chosen) steps.push('choose-account');
  if (!user.investing_experience) steps.push('investing-experience');
  if (user.brokerage_opt_in === null) steps.push('brokerage-decision');
  if (wantsLive(facts) && !liveIsOpen(facts.accounts)) {
    if (application === 'not_started' || application === 'in_progress') {
      steps.push('finish-application');
    } else if (application === 'submitted' || application === 'in_review') {
      steps.push('application-in-review');
    } else if (application === 'action_required') {
      steps.push('application-needs-action');
    } else if (application === 'rejected') {
      steps.push('application-rejected');
    }
  }
  if (liveIsOpen(facts.accounts) && banks !== null) {
    const usable = banks.filter((bank) => bank.status === 'verified');
    const pending = banks.some((bank) => bank.status === 'pending_verification');
    if (usable.length === 0) steps.push(pending ? 'verify-bank' : 'link-bank');
    else if (transfers !== null && !transfers.some((t) => t.direction === 'deposit')) {
      steps.push('first-deposit');
    }
  }
  return steps;
}
