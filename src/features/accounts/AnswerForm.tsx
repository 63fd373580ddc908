// One onboarding question answered with a choice group and saved to the server. Shared by
// /app/account_type, /app/brokerage_account and /app/investing_experience.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { UserResponse } from '@/contract/users';
import { describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { appPaths } from '@/paths';
import { mergeCurrentUser } from '@/features/auth';
import { AuthCard } from '@/ui/AuthCard';
import { Button } from '@/ui/Button';
import { ChoiceGroup, type Choice } from '@/ui/ChoiceGroup';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';

export function AnswerForm<V extends string>(props: {
  title: string;
  subtitle: string;
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  initial: V | null;
  save: (value: V) => Promise<UserResponse>;
  testId: string;
}) {
  useSignals();
  const [, navigate] = useLocation();
  const [value, setValue] = useState<V | null>(props.initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = !isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return setFailure('Choose one of the options first.');
    setBusy(true);
    setFailure(null);
    try {
      const { user } = await props.save(value);
      mergeCurrentUser(user);
      navigate(appPaths.dashboard);
    } catch (error) {
      setBusy(false);
      setFailure(describeError(error));
    }
  };

  return (
    <Page title={props.title} testId={props.testId}>
      <AuthCard title={props.title} subtitle={props.subtitle}>
        {offline ? (
          <Notice tone="warning">
            You are offline. Your answer can be saved once you reconnect.
          </Notice>
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <form onSubmit={submit}>
          <ChoiceGroup
            legend={props.legend}
            name={props.name}
            choices={props.choices}
            value={value}
            onChange={setValue}
          />
          <Button type="submit" block disabled={busy || offline}>
            {busy ? <Spinner size="small" label="Saving" /> : null}
            {busy ? 'Saving…' : 'Save and continue'}
          </Button>
        </form>
      </AuthCard>
    </Page>
  );
}
