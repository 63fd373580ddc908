// /app/onboard and /app/finish-account-setup (spec §2 "resume onboarding"): read the progress and
// go on where the application stopped (resume.ts). Loading, error and offline states come from
// QueryView; the redirect replaces this entry so Back does not bounce here again.
import { Redirect } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { progressQuery } from './api';
import { resumeHref } from './resume';

export default function ResumeScreen() {
  const { state, reload } = useApiQuery(progressQuery);
  return (
    <Page title="Live account application" testId="live-account-resume">
      <Card>
        <Heading>Live account application</Heading>
        <QueryView state={state} reload={reload} loadingLabel="Finding where you left off">
          {(progress) => <Redirect to={resumeHref(progress)} replace />}
        </QueryView>
      </Card>
    </Page>
  );
}
