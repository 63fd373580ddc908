// /app/account_type (spec §2): choose the live (brokerage) or the simulated (paper) account; the
// saved choice sends §3 'account type selected'.
import { useSignals } from '@preact/signals-react/runtime';
import type { AccountType } from '@/contract/users';
import { currentUser } from '@/features/auth';
import { trackAccountTypeSelected } from '@/platform/analytics/events';
import { chooseAccountType } from './api';
import { AnswerForm } from './AnswerForm';

const CHOICES = [
  {
    value: 'simulated',
    title: 'Paper account',
    detail: 'Practise with $100,000 of virtual cash. No money at risk.',
  },
  {
    value: 'live',
    title: 'Live account',
    detail: 'Invest real money. You will apply for a brokerage account and fund it.',
  },
] as const;

export default function AccountTypeScreen() {
  useSignals();
  const user = currentUser.value;
  const initial: AccountType | null = user?.account_type_chosen ? user.account_type : null;
  return (
    <AnswerForm
      testId="account-type-screen"
      title="Choose your account"
      subtitle="You can switch between them later. Your paper account always stays."
      legend="Which account do you want to use?"
      name="account_type"
      choices={CHOICES}
      initial={initial}
      save={async (accountType) => {
        const answer = await chooseAccountType(accountType);
        trackAccountTypeSelected({ account_type: accountType });
        return answer;
      }}
    />
  );
}
