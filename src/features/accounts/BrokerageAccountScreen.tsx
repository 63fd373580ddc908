// /app/brokerage_account (spec §2, opt-in): whether the person wants a brokerage account offered.
import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '@/features/auth';
import { setBrokerageOptIn } from './api';
import { AnswerForm } from './AnswerForm';

const CHOICES = [
  {
    value: 'yes',
    title: 'Yes, I want a brokerage account',
    detail: 'We will guide you through the application when you are ready to invest real money.',
  },
  {
    value: 'no',
    title: 'Not now',
    detail: 'Keep using the paper account. You can opt in any time.',
  },
] as const;

export default function BrokerageAccountScreen() {
  useSignals();
  const optIn = currentUser.value?.brokerage_opt_in;
  return (
    <AnswerForm
      testId="brokerage-account-screen"
      title="Brokerage account"
      subtitle="A brokerage account lets you buy and sell real stocks and ETFs."
      legend="Do you want to open a brokerage account?"
      name="brokerage_opt_in"
      choices={CHOICES}
      initial={optIn === true ? 'yes' : optIn === false ? 'no' : null}
      save={(value) => setBrokerageOptIn(value === 'yes')}
    />
  );
}
