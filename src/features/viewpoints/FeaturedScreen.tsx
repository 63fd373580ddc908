// /app/viewpoint_contributors/featured (spec §2): the featured contributors, each with their latest
// viewpoint (a teaser when it is for subscribers only), linking to their page.
import { Link } from 'wouter';
import type { Contributor } from '@/contract/viewpoints';
import { useApiQuery } from '@/platform/queries';
import { appInfoPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { featuredQuery } from './api';
import { Badge } from '@/ui/Badge';
import { contributorPath } from './paths';
import { formatDate, subscriberText } from './text';
import { ViewpointsNav } from './ViewpointsNav';

export default function FeaturedScreen() {
  const { state, reload } = useApiQuery(featuredQuery);
  return (
    <Page title="Featured contributors" testId="viewpoints-featured-screen">
      <Heading>Featured contributors</Heading>
      <ViewpointsNav />
      <Muted>
        Featured contributors publish viewpoints: some open to everyone, some for their subscribers.
        Every viewpoint follows the{' '}
        <Link href={appInfoPaths.viewpointGuidelines}>viewpoint guidelines</Link>.
      </Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading featured contributors"
        staleNotice
        isEmpty={(data) => data.contributors.length === 0}
        empty={<Muted role="status">There are no featured contributors yet.</Muted>}
      >
        {(data) => (
          <List aria-label="Featured contributors">
            {data.contributors.map((contributor) => (
              <li key={contributor.id}>
                <ContributorCard contributor={contributor} />
              </li>
            ))}
          </List>
        )}
      </QueryView>
    </Page>
  );
}

function ContributorCard({ contributor }: { contributor: Contributor }) {
  const headingId = `contributor-${contributor.handle}`;
  const latest = contributor.latest;
  return (
    <Card aria-labelledby={headingId} data-testid="contributor-card">
      <Top>
        <Heading as="h2" level={2} id={headingId} css={{ margin: 0 }}>
          <Link href={contributorPath(contributor.handle)}>{contributor.name}</Link>
        </Heading>
        {contributor.subscribed ? <Badge>Subscribed</Badge> : null}
      </Top>
      <Meta>{subscriberText(contributor.subscriber_count)}</Meta>
      {contributor.bio ? <Bio>{contributor.bio}</Bio> : null}
      {latest ? (
        <Latest>
          <LatestLabel>
            Latest viewpoint ·{' '}
            <time dateTime={latest.created_at}>{formatDate(latest.created_at)}</time>
            {latest.locked ? ' · Subscribers only' : ''}
          </LatestLabel>
          <LatestTitle>{latest.title}</LatestTitle>
          <Teaser>{latest.teaser}</Teaser>
        </Latest>
      ) : (
        <Meta>No viewpoints published yet.</Meta>
      )}
    </Card>
  );
}

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  '@media (min-width: 768.02px)': { gridTemplateColumns: '1fr 1fr' }, // above spec §9's mobile
  '& > li': { display: 'flex' },
  '& > li > section': { flex: 1 },
});
const Top = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  flexWrap: 'wrap',
});
const Meta = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '$1 0 $3' });
const Bio = styled('p', { margin: '0 0 $3' });
const Latest = styled('div', { borderTop: '1px solid $border', paddingTop: '$3' });
const LatestLabel = styled('p', { color: '$textMuted', fontSize: '$xs', margin: '0 0 $1' });
const LatestTitle = styled('p', { fontWeight: 600, margin: '0 0 $1' });
const Teaser = styled('p', { color: '$textMuted', margin: 0, fontSize: '$sm' });
