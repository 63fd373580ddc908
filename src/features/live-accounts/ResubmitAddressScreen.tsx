// /app/resubmit-address (spec §2): when the review asks for action, the applicant corrects the
// address (PUT …/resubmit_address, the address step's struct) and the application goes back to
// review. What is typed is kept as a draft like every application form.
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { AddressStep, type ApplicationProgress } from '@/contract/live-accounts';
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
import { styled } from '@/ui/theme/stitches';
import { progressAndStatusQuery, resubmitAddress } from './api';
import { AddressFields } from './contact-fields';
import { liveAccountPaths } from './paths';
import { bodyFrom, valuesFrom, type FieldValue } from './step-values';
import { ADDRESS_EMPTY } from './steps';
import { useDraft } from './use-draft';

const After = styled('p', { margin: '$5 0 0' });

export default function ResubmitAddressScreen() {
  const { state, reload } = useApiQuery(progressAndStatusQuery);
  return (
    <Page title="Resubmit your address" testId="live-account-resubmit-address">
      <Card>
        <Heading>Resubmit your address</Heading>
        <QueryView state={state} reload={reload} loadingLabel="Loading your address">
          {([progress, status]) =>
            progress.status === 'action_required' ? (
              <>
                {status.reason ? (
                  <Notice tone="warning">What the review asks: {status.reason}</Notice>
                ) : null}
                <AddressForm progress={progress} />
                <After>
                  <Link href={liveAccountPaths.submissionStatus}>
                    Back to your application status
                  </Link>
                </After>
              </>
            ) : (
              <>
                <Muted>
                  Your application does not need a new address right now. The review asks for one on
                  your status page when it does.
                </Muted>
                <Link href={liveAccountPaths.submissionStatus}>See your application status</Link>
              </>
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}

function AddressForm({ progress }: { progress: ApplicationProgress }) {
  useSignals();
  const [, navigate] = useLocation();
  const baseline = useMemo(
    () => valuesFrom(progress.values.address, ADDRESS_EMPTY),
    [progress.values.address],
  );
  const draft = useDraft('resubmit-address', baseline);
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
    const found = fieldErrors(body, AddressStep);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await resubmitAddress(body as AddressStep);
      await draft.discard();
      navigate(liveAccountPaths.submissionStatus);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.field && error.field in ADDRESS_EMPTY)
        setErrors({ [error.field]: error.message });
      else setFailure(describeError(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Muted>
        Correct your home address as the review asked. Your application then goes back to review.
      </Muted>
      {progress.values.address ? null : <Notice tone="info">No address is saved yet.</Notice>}
      {offline ? (
        <Notice tone="warning">
          You are offline. What you typed is kept on this device; sending it needs a connection.
        </Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <AddressFields values={values} errors={errors} set={set} />
      <Button type="submit" block disabled={busy || offline}>
        {busy ? <Spinner size="small" label="Sending" /> : null}
        {busy ? 'Sending…' : offline ? 'Resubmit (needs a connection)' : 'Resubmit address'}
      </Button>
    </form>
  );
}
