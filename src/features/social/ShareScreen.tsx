// /app/share/{token} (spec §2 "/share/{token}: share link"): a shared idea or
// thought opened inside the app. The public page (/share/{token}, marketing side) shows the same
// post to anyone; here a member also gets the way on: the thought's own page to vote and reply,
// the security, and asking or sharing it themselves.
import { Link, useParams } from 'wouter';
import { communityPaths } from '@/features/community';
import { is } from 'superstruct';
import { ShortCode } from '@/contract/social';
import { ShareButton } from './ShareButton';
import { thoughtPath } from '@/features/thoughts';
import { useApiQuery } from '@/platform/queries';
import { securityPath } from '@/paths';
import { Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { shareQuery } from './api';
import { askPath } from './paths';
import { SharedPostCard } from './SharedPostCard';

export default function ShareScreen() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <Page title="Shared post" testId="app-share-screen">
      {is(token, ShortCode) ? <Shared key={token} token={token} /> : <Gone />}
    </Page>
  );
}

function Shared({ token }: { token: string }) {
  const { state, reload } = useApiQuery(shareQuery(token));
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading the shared post"
      notFound={<Gone />}
    >
      {(share) => {
        const post = share.post;
        return (
          <>
            <Heading>
              {share.question
                ? `${share.shared_by} asks about ${post.kind === 'idea' ? 'an idea' : 'a thought'} on ${post.symbol}`
                : `${share.shared_by} shared ${post.kind === 'idea' ? 'an idea' : 'a thought'} on ${post.symbol}`}
            </Heading>
            <SharedPostCard post={post} question={share.question} />
            <Links aria-label="More">
              {post.kind === 'thought' ? (
                <Link href={thoughtPath(post.id)}>Open the thought to agree or disagree</Link>
              ) : null}
              <Link href={securityPath(post.symbol)}>
                {post.symbol}: quote and all pros and cons
              </Link>
              <Link href={askPath(post)}>Ask your own question about it</Link>
              <span>
                <ShareButton post={post} />
              </span>
            </Links>
          </>
        );
      }}
    </QueryView>
  );
}

function Gone() {
  return (
    <>
      <Heading>Shared post</Heading>
      <Notice tone="info">
        This shared post is no longer available: its author may have made it private.
      </Notice>
      <Muted>
        <Link href={communityPaths.feed}>Go to the community feed</Link>
      </Muted>
    </>
  );
}

const Links = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  marginTop: '$4',
});
