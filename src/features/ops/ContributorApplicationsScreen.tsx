// /ops/contributors: members' applications to become featured contributors that wait for a
// decision, oldest first (services/ops/contributor-applications.ts), each opening its review.
import { Link } from 'wouter';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { QueryView } from '@/ui/QueryView';
import { formatDateTime } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { contributorApplicationsQuery } from './api';
import { Item, List, Meta } from './list-styles';
import { contributorApplicationPath } from './paths';

export default function ContributorApplicationsScreen() {
  const { state, reload } = useApiQuery(contributorApplicationsQuery, { refreshEveryMs: 60_000 });
  return (
    <section aria-labelledby="contributors-heading" data-testid="ops-contributor-applications">
      <Heading id="contributors-heading">Contributor applications</Heading>
      <QueryView state={state} reload={reload} loadingLabel="Loading the contributor applications">
        {({ applications }) =>
          applications.length === 0 ? (
            <Card>
              <Muted css={{ margin: 0 }}>
                No contributor application is waiting for a decision.
              </Muted>
            </Card>
          ) : (
            <List aria-label="Waiting for a decision">
              {applications.map((application) => (
                <Item key={application.id} data-testid="ops-contributor-application">
                  <Name href={contributorApplicationPath(application.id)}>
                    {application.name} ({application.email})
                  </Name>
                  <Meta>
                    sent{' '}
                    <time dateTime={application.created_at}>
                      {formatDateTime(application.created_at)}
                    </time>{' '}
                    · {application.samples.map((sample) => `“${sample.title}”`).join(', ')}
                  </Meta>
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
