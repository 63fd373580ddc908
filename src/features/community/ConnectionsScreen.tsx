// /app/users/connections (spec §2 "community"): who the reader follows and who
// follows them, each with a follow button (follow back, or unfollow).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PersonSummary } from '@/contract/community';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { connectionsQuery } from './api';
import { CommunityNav } from './CommunityNav';
import { PeopleList } from './PeopleList';
import { communityPaths } from './paths';

export default function ConnectionsScreen() {
  const { state, reload } = useApiQuery(connectionsQuery);
  return (
    <Page title="Connections" testId="connections-screen">
      <Heading>Connections</Heading>
      <CommunityNav />
      <QueryView state={state} reload={reload} loadingLabel="Loading connections" staleNotice>
        {(data) => (
          <>
            <Group
              title="Following"
              people={data.following}
              empty={
                <>
                  You do not follow anyone yet. Find people among the{' '}
                  <Link href={communityPaths.thoughtLeaders}>thought leaders</Link> and{' '}
                  <Link href={communityPaths.famousInvestors}>famous investors</Link>.
                </>
              }
            />
            <Group
              title="Followers"
              people={data.followers}
              empty="No one follows you yet. Posting ideas and thoughts is how people find you."
            />
          </>
        )}
      </QueryView>
    </Page>
  );
}

function Group({
  title,
  people,
  empty,
}: {
  title: string;
  people: readonly PersonSummary[];
  empty: ReactNode;
}) {
  const id = `connections-${title.toLowerCase()}`;
  return (
    <Card aria-labelledby={id}>
      <Heading as="h2" level={2} id={id}>
        {title} <Count>({people.length})</Count>
      </Heading>
      {people.length === 0 ? (
        <Muted role="status">{empty}</Muted>
      ) : (
        <PeopleList label={title} people={people} showBio={false} />
      )}
    </Card>
  );
}

const Count = styled('span', { color: '$textMuted', fontWeight: 400 });
