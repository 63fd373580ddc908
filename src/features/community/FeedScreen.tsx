// /app/feed (spec §2 mobile "activity feed", "community"): the posts of the
// people the reader follows, the whole community, and the popular ideas, as tabs. The tab is kept
// in the URL (?tab=) so Back and a shared link return to it. Without one, a member who follows
// nobody yet starts on Community (Following would be empty), everyone else on Following.
import { Link, useLocation, useSearch } from 'wouter';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { useApiQuery } from '@/platform/queries';
import { Spinner } from '@/ui/Spinner';
import { connectionsQuery, type FeedName } from './api';
import { CommunityNav } from './CommunityNav';
import { FeedList } from './FeedList';
import { FEED_TABS, FeedTabs, panelId, tabId } from './FeedTabs';
import { communityPaths } from './paths';
import { SuggestedPeople } from './SuggestedPeople';
import { useFeed } from './use-feed';

export default function FeedScreen() {
  const [, navigate] = useLocation();
  const slug = new URLSearchParams(useSearch()).get('tab');
  const chosen = FEED_TABS.find((candidate) => candidate.slug === slug);
  const connections = useApiQuery(connectionsQuery);
  const followsSomeone =
    connections.state.status === 'success' ? connections.state.data.following.length > 0 : null;
  // Until the answer is known (a moment on the first visit; the cache answers later ones), the
  // tabs wait rather than show one feed and jump to the other.
  const tab =
    chosen ??
    (followsSomeone === null && connections.state.status === 'loading'
      ? null
      : FEED_TABS.find(
          (candidate) => candidate.feed === (followsSomeone ? 'activity' : 'community'),
        )!);
  const select = (feed: FeedName) => {
    const next = FEED_TABS.find((candidate) => candidate.feed === feed)!;
    navigate(`${communityPaths.feed}?${new URLSearchParams({ tab: next.slug })}`, {
      replace: true,
    });
  };
  return (
    <Page title="Feed" testId="feed-screen">
      {/* The XP badge sits in the app header, on every screen (app/AppLayout.tsx). */}
      <TitleRow>
        <Heading css={{ margin: 0 }}>Community</Heading>
      </TitleRow>
      <CommunityNav />
      {tab ? (
        <>
          <FeedTabs selected={tab.feed} onSelect={select} />
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab.slug)}>
            <FeedPanel key={tab.feed} feed={tab.feed} label={tab.label} />
          </div>
        </>
      ) : (
        <Spinner label="Loading your feed" />
      )}
    </Page>
  );
}

/** The reader is at the top of the list: fresh posts can join it without moving anything. */
const atTop = () => window.scrollY < 200;

function FeedPanel({ feed, label }: { feed: FeedName; label: string }) {
  const data = useFeed(feed, atTop);
  return (
    <QueryView
      state={data.state}
      reload={data.reload}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      staleNotice
      isEmpty={(items) => items.length === 0}
      empty={<EmptyFeed feed={feed} onRefresh={data.reload} />}
    >
      {() => <FeedList label={`${label} feed`} feed={data} />}
    </QueryView>
  );
}

function EmptyFeed({ feed, onRefresh }: { feed: FeedName; onRefresh: () => void }) {
  if (feed === 'activity') return <SuggestedPeople onRefresh={onRefresh} />;
  return (
    <Card>
      <Muted role="status">
        {feed === 'community'
          ? 'No one has posted yet.'
          : 'No ideas have been posted in the last 30 days.'}{' '}
        <Link href={communityPaths.ideas}>Post the first idea</Link>.
      </Muted>
    </Card>
  );
}

const TitleRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  margin: '0 0 $4',
});
