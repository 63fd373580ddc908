// The latest from the people the member follows: GET /feeds/activity is exactly that (their posts
// and the member's own, newest first). Someone who follows nobody, or whose people have not posted,
// gets the latest of the whole community feed instead, and is told so, with the way to find people.
import { Link } from 'wouter';
import type { Post } from '@/contract/community';
import { communityPaths, ideaPath, loadFeed } from '@/features/community';
import { thoughtPath } from '@/features/thoughts';
import { useApiQuery } from '@/platform/queries';
import { Muted } from '@/ui/Card';
import { styled } from '@/ui/theme/stitches';
import { Section, SectionBody } from './Section';
import { timeAgo } from './time-ago';
import * as communityEndpoints from '@/contract/endpoints/community';

const SHOWN = 4;

async function latest(): Promise<{ following: boolean; posts: Post[] }> {
  const mine = await loadFeed('activity', undefined, SHOWN);
  if (mine.items.length > 0) return { following: true, posts: mine.items };
  const everyone = await loadFeed('community', undefined, SHOWN);
  return { following: false, posts: everyone.items };
}

export function FromPeople() {
  const { state, reload } = useApiQuery({
    reads: [communityEndpoints.activityFeed, communityEndpoints.communityFeed],
    args: ['from-people'],
    load: latest,
  });
  return (
    <Section
      id="home-people"
      testId="home-people"
      title="From people you follow"
      more={{ href: communityPaths.feed, what: 'of the feed' }}
    >
      <SectionBody
        state={state}
        reload={reload}
        label="Loading the latest posts"
        lines={4}
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <Muted css={{ margin: 0 }}>
            Nothing posted yet.{' '}
            <Link href={communityPaths.thoughtLeaders}>Find people to follow</Link>.
          </Muted>
        }
      >
        {(data) => (
          <>
            {data.following ? null : (
              <Muted as="p" css={{ margin: '0 0 $2', fontSize: '$sm' }}>
                Nothing from people you follow yet: here is the latest from the community.{' '}
                <Link href={communityPaths.thoughtLeaders}>Find people to follow</Link>
              </Muted>
            )}
            <List aria-label="Latest posts">
              {data.posts.map((post) => (
                <PostRow key={post.id} post={post} />
              ))}
            </List>
          </>
        )}
      </SectionBody>
    </Section>
  );
}

function PostRow({ post }: { post: Post }) {
  // Feeds hold ideas and thoughts only (replies are read under their post).
  const href = post.kind === 'idea' ? ideaPath(post.id) : thoughtPath(post.id, post.slug);
  const what =
    post.kind === 'idea'
      ? `${post.idea_type === 'sell' ? 'Sell' : 'Buy'} idea`
      : post.pro_or_con === 'con'
        ? 'Con'
        : 'Pro';
  return (
    <Item>
      <RowLink href={href}>
        <Line>
          <Author>{post.author.name}</Author>
          <Muted as="span" css={{ margin: 0, fontSize: '$xs', whiteSpace: 'nowrap' }}>
            {timeAgo(post.created_at)}
          </Muted>
        </Line>
        <Line css={{ justifyContent: 'flex-start' }}>
          <Tag>{what}</Tag>
          <Symbol>{post.symbol}</Symbol>
        </Line>
        {post.body ? <Body>{post.body}</Body> : null}
      </RowLink>
    </Item>
  );
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', { '& + &': { borderTop: '1px solid $border' } });
const RowLink = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3 $2',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  '&:hover': { backgroundColor: '$appBackground' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Line = styled('span', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
  minWidth: 0,
});
const Author = styled('span', {
  fontWeight: 600,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Tag = styled('span', {
  fontSize: '$xs',
  fontWeight: 700,
  padding: '1px $2',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
});
const Symbol = styled('span', { fontWeight: 700, fontSize: '$sm' });
const Body = styled('span', {
  color: '$textMuted',
  fontSize: '$sm',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});
