// /app/account/email (spec §2 mobile "change email"): the new address and the
// current password. A one-time link goes to the new address; the sign-in email changes only when
// it is opened (within 24 hours). A change waiting for that link is shown here and on the hub.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { EmailChangeRequest, type AccountOverview } from '@/contract/account-settings';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { useForm } from '@/ui/forms/use-form';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { TextField } from '@/ui/TextField';
import { overviewQuery, requestEmailChange } from './api';
import { AccountPage } from './layout';
import { formatDateTime } from '@/ui/format';

function EmailForm({ overview }: { overview: AccountOverview }) {
  useSignals();
  const form = useForm({ new_email: '', current_password: '' });
  const [pending, setPending] = useState(overview.pending_email);
  const [sent, setSent] = useState(false);
  const offline = !isOnline.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const body = { ...form.values };
    const ok = await form.submit(body, EmailChangeRequest, async () => {
      const answer = await requestEmailChange(body);
      setPending(answer.pending_email);
    });
    if (ok) setSent(true);
  };

  return (
    <>
      <Muted>
        You sign in with <strong>{overview.profile.email}</strong>.
      </Muted>
      {pending ? (
        <Notice tone={sent ? 'info' : 'warning'}>
          {sent ? 'Sent. ' : ''}Open the link we emailed to {pending.new_email} to confirm the
          change, before {formatDateTime(pending.expires_at)}. Until then you keep signing in with
          your current email.
        </Notice>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField
          name="new_email"
          label="New email"
          type="email"
          autoComplete="email"
          value={form.values.new_email}
          error={form.errors.new_email}
          onChange={form.update}
        />
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.values.current_password}
          error={form.errors.current_password}
          onChange={form.update}
        />
        {offline ? (
          <Notice tone="warning">You are offline. Sending the link needs a connection.</Notice>
        ) : null}
        {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
        <Button type="submit" disabled={(form.busy && !sent) || offline}>
          {form.busy && !sent ? 'Sending…' : pending ? 'Send a new link' : 'Send confirmation link'}
        </Button>
      </form>
    </>
  );
}

export default function EmailScreen() {
  const { state, reload } = useApiQuery(overviewQuery);
  return (
    <AccountPage title="Change email" testId="change-email-screen">
      <QueryView state={state} reload={reload} loadingLabel="Loading your email">
        {(overview) => <EmailForm overview={overview} />}
      </QueryView>
    </AccountPage>
  );
}
