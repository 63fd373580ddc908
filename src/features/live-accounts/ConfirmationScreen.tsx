// /app/live_accounts/confirmation: the submission confirmation of spec §4. Every saved answer is
// shown for review (the identity number masked to its last four), each step with an Edit link
// back to it; the person confirms and submits (POST …/submit {confirm: true}), then goes on to
// /app/almost-there. A step not yet saved is named with a link to finish it.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import {
  APPLICATION_STEPS,
  SubmitRequest,
  type ApplicationProgress,
} from '@/contract/live-accounts';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Checkbox } from '@/ui/forms/Checkbox';
import { fieldErrors } from '@/ui/forms/field-errors';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { progressQuery, submitApplication } from './api';
import { liveAccountPaths } from './paths';
import { ProgressBar } from './ProgressBar';
import { isDraft } from './resume';
import { STEP_COUNT, STEP_DEFS, stepHref } from './steps';
import { summaryRows } from './summary';

const Section = styled('section', {
  borderTop: '1px solid $border',
  padding: '$4 0',
  '&:first-of-type': { borderTop: 0, paddingTop: 0 },
});
const SectionHead = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
});
const Rows = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 40%) 1fr',
  gap: '$1 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  '@mobile': { gridTemplateColumns: '1fr', '& dd': { marginBottom: '$2' } },
});

/** A dt/dd pair that lays out as two cells of the grid. */
const Pair = styled('div', { display: 'contents' });

export default function ConfirmationScreen() {
  const { state, reload } = useApiQuery(progressQuery);
  const done = state.status === 'success' ? state.data.steps.filter((s) => s.done).length : 0;
  return (
    <Page title="Review and submit · Live account application" testId="live-account-confirmation">
      <ProgressBar
        label="Application progress"
        value={done}
        max={STEP_COUNT}
        valueText={`${done} of ${STEP_COUNT} steps done`}
        detail="Review and submit"
      />
      <Card>
        <Heading>Review and submit</Heading>
        <QueryView state={state} reload={reload} loadingLabel="Loading your answers">
          {(progress) =>
            isDraft(progress) ? (
              <Review progress={progress} />
            ) : (
              <Redirect to={liveAccountPaths.almostThere} replace />
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}

function Review({ progress }: { progress: ApplicationProgress }) {
  useSignals();
  const [, navigate] = useLocation();
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = !isOnline.value;
  const missing = progress.steps.find((s) => !s.done)?.step;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = fieldErrors({ confirm }, SubmitRequest);
    setError(found.confirm ? 'Tick the box to confirm your answers.' : null);
    if (found.confirm) return;
    setBusy(true);
    try {
      await submitApplication();
      navigate(liveAccountPaths.almostThere);
    } catch (caught) {
      setBusy(false);
      setFailure(describeError(caught));
    }
  };

  return (
    <>
      <Muted>
        Check your answers. Once submitted they go to review and can no longer be changed.
      </Muted>
      {APPLICATION_STEPS.map((step) => {
        const rows = summaryRows(step, progress.values);
        const title = STEP_DEFS[step].title;
        return (
          <Section key={step} aria-labelledby={`review-${step}`}>
            <SectionHead>
              <Heading as="h2" level={2} id={`review-${step}`}>
                {title}
              </Heading>
              <Link href={stepHref(step, true)} aria-label={`Edit ${title.toLowerCase()}`}>
                Edit
              </Link>
            </SectionHead>
            {rows.length > 0 ? (
              <Rows>
                {rows.map(([label, value]) => (
                  <Pair key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Pair>
                ))}
              </Rows>
            ) : (
              <Muted>Not answered yet.</Muted>
            )}
          </Section>
        );
      })}
      {missing ? (
        <Notice tone="warning">
          One step still needs an answer: {STEP_DEFS[missing].title.toLowerCase()}.{' '}
          <Link href={stepHref(missing, true)}>Finish it</Link>
        </Notice>
      ) : (
        <form onSubmit={submit} noValidate>
          {offline ? (
            <Notice tone="warning">You are offline. Submitting needs a connection.</Notice>
          ) : null}
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <Checkbox
            name="confirm"
            label="I confirm that my answers are true and complete"
            value={confirm}
            error={error}
            onChange={(_, value) => {
              setConfirm(value);
              setError(null);
            }}
          />
          <Button type="submit" block disabled={busy || offline}>
            {busy ? <Spinner size="small" label="Submitting" /> : null}
            {busy ? 'Submitting…' : offline ? 'Submit (needs a connection)' : 'Submit application'}
          </Button>
        </form>
      )}
    </>
  );
}
