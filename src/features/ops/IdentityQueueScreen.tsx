// /ops/identity: the live-account applications a review can still move, oldest submission first
// (services/ops/identity.ts), each opening its application. With the sandbox identity provider
// most are decided on their own: the time its decision comes is shown, so an operator sees what
// is waiting on a person.
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { StatusChip } from '@/ui/StatusChip';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { identityQueueQuery } from './api';
import { Item, List, Meta } from './list-styles';
import { identityReviewPath } from './paths';
import { APPLICATION_STATUS_LABELS } from './review-text';

export default function IdentityQueueScreen() {
  const { state, reload } = useApiQuery(identityQueueQuery, { refreshEveryMs: 60_000 });
  return (
    <section aria-labelledby="identity-heading" data-testid="ops-identity-queue">
      <Heading id="identity-heading">Identity reviews</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading the identity review queue">
        {({ applications }) =>
          applications.length === 0 ? (
            <Card>
              <Muted css={{ margin: 0 }}>No application is waiting for a review.</Muted>
            </Card>
          ) : (
            <List aria-label="Waiting for a review">
              {applications.map((application) => (
                <Item key={application.user_id} data-testid="ops-identity-application">
                  <Name href={identityReviewPath(application.user_id)}>
                    {application.name} ({application.email})
                  </Name>
                  <Meta>
                    {application.submitted_at ? (
                      <>
                        submitted{' '}
                        <time dateTime={application.submitted_at}>
                          {formatDateTime(application.submitted_at)}
                        </time>
                      </>
                    ) : (
                      'not submitted'
                    )}{' '}
                    ·{' '}
                    {application.documents === 1
                      ? '1 document'
                      : `${application.documents} documents`}
                    {application.provider_decision_at
                      ? ` · the identity provider decides ${formatDateTime(application.provider_decision_at)}`
                      : ' · waiting on an operator'}
                  </Meta>
                  <StatusChip tone={application.status === 'action_required' ? 'plain' : 'waiting'}>
                    {APPLICATION_STATUS_LABELS[application.status]}
                  </StatusChip>
                </Item>
              ))}
            </List>
          )
        }
      </QueryView>
    </section>
  );
}

const Name = styled(Link, { fontWeight: 600, color: '$text', overflowWrap: 'anywhere' });
