// A screen of the application (spec §2 /live_accounts/contact, /identity, /disclosures,
// /disclosures-employment, /agreements, /investor_profile): the progress bar and the step on
// screen (`?step=` where a screen holds several, steps.ts). Once submitted, the answers can no
// longer change, so the screen points to the status instead.
import { Link, useSearch } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { progressQuery } from './api';
import { liveAccountPaths } from './paths';
import { ProgressBar } from './ProgressBar';
import { isDraft, stepNumber } from './resume';
import { StepForm } from './StepForm';
import { isApplicationStep, STEP_COUNT, STEP_DEFS, stepsOfScreen } from './steps';

export function ApplicationScreen({ path }: { path: string }) {
  const search = new URLSearchParams(useSearch());
  const steps = stepsOfScreen(path);
  const asked = search.get('step');
  const step = isApplicationStep(asked) && steps.includes(asked) ? asked : steps[0]!;
  const def = STEP_DEFS[step];
  const { state, reload } = useApiQuery(progressQuery);
  const number = stepNumber(step);
  return (
    <Page title={`${def.title} · Live account application`} testId="live-account-step">
      <ProgressBar
        label="Application progress"
        value={number}
        max={STEP_COUNT}
        valueText={`Step ${number} of ${STEP_COUNT}`}
        detail="Live account application"
      />
      <Card>
        <Heading id="step-heading">{def.title}</Heading>
        <Muted>{def.intro}</Muted>
        <QueryView state={state} reload={reload} loadingLabel="Loading your application">
          {(progress) =>
            isDraft(progress) ? (
              <StepForm
                key={step}
                def={def}
                progress={progress}
                fromReview={search.get('from') === 'review'}
              />
            ) : (
              <Submitted />
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}

function Submitted() {
  return (
    <>
      <Muted>
        Your application was sent for review, so its answers can no longer be changed here.
      </Muted>
      <Button as={Link} href={liveAccountPaths.submissionStatus}>
        See your application status
      </Button>
    </>
  );
}
