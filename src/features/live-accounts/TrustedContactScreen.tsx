// /app/trusted-contact (spec §2): add or edit the optional trusted contact, someone the broker may
// contact if it cannot reach the account holder or suspects exploitation. An email or a phone
// (spec §5 phone mask) is required. Saved at any time, before or after submission.
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { TrustedContactRequest, type ApplicationProgress } from '@/contract/live-accounts';
import { ApiError, describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { Spinner } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { styled } from '@/ui/theme/stitches';
import { progressQuery, saveTrustedContact } from './api';
import { liveAccountPaths } from './paths';
import { bodyFrom, text, valuesFrom, type FieldValue } from './step-values';
import { useDraft } from './use-draft';

const After = styled('p', { margin: '$5 0 0' });
const EMPTY = { first_name: '', last_name: '', email: '', phone: '' };

export default function TrustedContactScreen() {
  const { state, reload } = useApiQuery(progressQuery);
  const [saved, setSaved] = useState<ApplicationProgress | null>(null);
  return (
    <Page title="Trusted contact" testId="live-account-trusted-contact">
      <Card>
        <Heading>Trusted contact</Heading>
        <Muted>
          Optional. Someone we may contact if we cannot reach you, or if we suspect fraud or
          financial exploitation. They cannot see or act on your account.
        </Muted>
        <QueryView state={state} reload={reload} loadingLabel="Loading your trusted contact">
          {(progress) => {
            const current = saved ?? progress;
            return (
              <>
                {saved ? <Notice tone="info">Trusted contact saved.</Notice> : null}
                <ContactForm
                  key={JSON.stringify(current.trusted_contact)}
                  progress={current}
                  onSaved={setSaved}
                />
              </>
            );
          }}
        </QueryView>
        <After>
          <Link href={liveAccountPaths.submissionStatus}>Back to your application status</Link>
        </After>
      </Card>
    </Page>
  );
}

function ContactForm({
  progress,
  onSaved,
}: {
  progress: ApplicationProgress;
  onSaved: (progress: ApplicationProgress) => void;
}) {
  useSignals();
  const baseline = useMemo(() => valuesFrom(progress.trusted_contact, EMPTY), [progress]);
  const draft = useDraft('trusted-contact', baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = !isOnline.value;
  if (!draft.values) return <Spinner label="Restoring what you typed" />;
  const values = draft.values;

  const set = (name: string, value: FieldValue) => {
    draft.setValues((current) => ({ ...(current ?? baseline), [name]: value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = bodyFrom(values);
    const found = fieldErrors(body, TrustedContactRequest);
    if (found.email === 'This field is required.') found.email = 'Give an email or a phone number.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const after = await saveTrustedContact(body as TrustedContactRequest);
      await draft.discard();
      onSaved(after);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.field && error.field in EMPTY)
        setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: text(values, name),
    error: errors[name],
    onChange: set,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Trusted contact">
      {offline ? (
        <Notice tone="warning">
          You are offline. What you typed is kept on this device; saving needs a connection.
        </Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <TextField {...field('first_name')} label="First name" autoComplete="off" />
      <TextField {...field('last_name')} label="Last name" autoComplete="off" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="off" />
      <TextField
        {...field('phone')}
        label="Phone"
        maskType="phone"
        autoComplete="off"
        hint="An email, a phone or both."
      />
      <Button type="submit" block disabled={busy || offline}>
        {busy ? <Spinner size="small" label="Saving" /> : null}
        {busy ? 'Saving…' : offline ? 'Save (needs a connection)' : 'Save trusted contact'}
      </Button>
    </form>
  );
}
