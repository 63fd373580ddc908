// /app/viewpoint_contributors/{name} (spec §2): a featured contributor and their
// viewpoints, newest first; subscriber-only ones are locked teasers unless the reader subscribes.
import { Link, useParams } from 'wouter';
import { is } from 'superstruct';
import { ContributorHandle, type ContributorPage } from '@/contract/viewpoints';
import { useApiQuery } from '@/platform/queries';
import { appInfoPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { contributorQuery } from './api';
import { Badge } from '@/ui/Badge';
import { viewpointPaths } from './paths';
import { subscriberText, viewpointText } from './text';
import { ViewpointArticle } from './ViewpointArticle';
import { ViewpointsNav } from './ViewpointsNav';

export default function ContributorScreen() {
  const { name = '' } = useParams<{ name: string }>();
  return (
    <Page title="Featured contributor" testId="viewpoints-contributor-screen">
      <ViewpointsNav />
      {/* A name no contributor can have (the server would answer 400) is simply not found. */}
      {is(name, ContributorHandle) ? <Loaded name={name} /> : <NotFound name={name} />}
    </Page>
  );
}

function Loaded({ name }: { name: string }) {
  const { state, reload } = useApiQuery(contributorQuery(name));
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading contributor"
      staleNotice
      notFound={<NotFound name={name} />}
    >
      {(data) => <Contributor data={data} />}
    </QueryView>
  );
}

function NotFound({ name }: { name: string }) {
  return (
    <Card>
      <Heading>Contributor not found</Heading>
      <Muted role="status">
        No featured contributor called “{name}”.{' '}
        <Link href={viewpointPaths.featured}>See the featured contributors</Link>.
      </Muted>
    </Card>
  );
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

function Contributor({ data }: { data: ContributorPage }) {
  const { contributor } = data;
  const viewpoints = [...data.viewpoints].sort(newestFirst);
  return (
    <>
      <Header>
        <Heading css={{ margin: 0 }}>{contributor.name}</Heading>
        {contributor.subscribed ? <Badge>Subscribed</Badge> : null}
      </Header>
      <Meta>
        {subscriberText(contributor.subscriber_count)} ·{' '}
        {viewpointText(contributor.viewpoint_count)}
      </Meta>
      {contributor.bio ? <Bio>{contributor.bio}</Bio> : null}
      {viewpoints.length === 0 ? (
        <Muted role="status">{contributor.name} has not published a viewpoint yet.</Muted>
      ) : (
        viewpoints.map((viewpoint) => (
          <ViewpointArticle
            key={viewpoint.id}
            viewpoint={viewpoint}
            author={contributor.name}
            contributorId={contributor.id}
          />
        ))
      )}
      <Muted css={{ marginTop: '$5' }}>
        Viewpoints follow the{' '}
        <Link href={appInfoPaths.viewpointGuidelines}>viewpoint guidelines</Link>.
      </Muted>
    </>
  );
}

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  flexWrap: 'wrap',
});
const Meta = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$2 0 $3' });
const Bio = styled('p', { margin: '0 0 $5' });
