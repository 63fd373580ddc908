// The contributor side of /app/viewpoint_contributors/manage (spec §2): a featured contributor
// (seeded, or approved by an operator) gets what `contributor` renders (publishing); a member
// whose application waits sees that it does; a declined one reads the operator's note and may
// apply again (the form starts from their last words); anyone else gets the application form.
// Offline, the last answer seen shows with the stale notice (ui/QueryView).
import type { ReactNode } from 'react';
import type { ContributorApplication } from '@/contract/contributor-applications';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { myContributorApplicationQuery } from './api';
import { ApplicationForm } from './ApplicationForm';

export function ContributorApplicationPanel({
  contributor,
}: {
  contributor: (handle: string) => ReactNode;
}) {
  const { state, reload } = useApiQuery(myContributorApplicationQuery);
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading your contributor status"
      staleNotice
    >
      {({ application, contributor_handle: handle }) => {
        if (handle) return contributor(handle);
        if (application?.state === 'pending') return <Pending application={application} />;
        if (application?.state === 'declined') {
          return (
            <>
              <Declined application={application} />
              <ApplicationForm previous={application} />
            </>
          );
        }
        return <ApplicationForm previous={null} />;
      }}
    </QueryView>
  );
}

function Pending({ application }: { application: ContributorApplication }) {
  return (
    <Card
      aria-labelledby="contributor-pending-heading"
      data-testid="contributor-application-pending"
    >
      <Heading as="h2" level={2} id="contributor-pending-heading">
        Your contributor application
      </Heading>
      <StatusChip tone="waiting">Waiting for review</StatusChip>
      <Muted css={{ margin: '$3 0 0' }}>
        Sent <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>{' '}
        with{' '}
        {application.samples.length === 1
          ? 'one sample viewpoint'
          : `${application.samples.length} sample viewpoints`}
        . An operator reads it and decides; you get a notification either way.
      </Muted>
      <Titles aria-label="Your samples">
        {application.samples.map((sample, index) => (
          <li key={index}>{sample.title}</li>
        ))}
      </Titles>
    </Card>
  );
}

function Declined({ application }: { application: ContributorApplication }) {
  return (
    <Notice tone="warning">
      <span data-testid="contributor-application-declined">
        Your application
        {application.decided_at
          ? ` was declined ${formatDateTime(application.decided_at)}`
          : ' was declined'}
        . The operator’s note: “{application.decision_note ?? 'No note.'}” You may apply again
        below.
      </span>
    </Notice>
  );
}

const Titles = styled('ul', { margin: '$3 0 0', paddingLeft: '$5', overflowWrap: 'anywhere' });
