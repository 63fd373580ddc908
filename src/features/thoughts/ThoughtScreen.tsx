// /app/thoughts/{id} and /app/thoughts/{id}/{slug} (spec §2): one thought with
// its votes, report action, author, the security's quote line and the conversation under it. The
// id decides; a missing or wrong slug is replaced in the URL by the thought's own (history
// replace, no new entry; the #reply- anchor a notification opens is kept).
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PostId } from '@/contract/community';
import { useApiQuery } from '@/platform/queries';
import { appPaths, securityPath } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { Spinner } from '@/ui/Spinner';
import { styled } from '@/ui/theme/stitches';
import { is } from 'superstruct';
import { thoughtQuery } from './api';
import { thoughtPath } from './paths';
import { QuoteLine } from './QuoteLine';
import { LazyReplyThread } from './lazy';
import { ThoughtCard } from './ThoughtCard';

export default function ThoughtScreen() {
  const { id = '', slug } = useParams<{ id: string; slug?: string }>();
  return (
    <Page title="Thought" testId="thought-screen">
      {is(id, PostId) ? <ThoughtDetails key={id} id={id} slug={slug} /> : <Missing />}
    </Page>
  );
}

function ThoughtDetails({ id, slug }: { id: string; slug: string | undefined }) {
  const { state, reload } = useApiQuery(thoughtQuery(id));
  const [, navigate] = useLocation();
  const canonical = state.status === 'success' ? state.data.slug : undefined;
  useEffect(() => {
    if (canonical && canonical !== slug) {
      navigate(thoughtPath(id, canonical) + window.location.hash, { replace: true });
    }
  }, [canonical, slug, id, navigate]);

  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading the thought"
      notFound={<Missing />}
      staleNotice
    >
      {(post) => (
        <>
          <Heading>
            {post.pro_or_con === 'con' ? 'A con' : 'A pro'} on {post.symbol} by {post.author.name}
          </Heading>
          <QuoteLine symbol={post.symbol} />
          <ThoughtCard post={post} headingLevel={2} large />
          <More>
            <Link href={securityPath(post.symbol)}>All pros and cons on {post.symbol}</Link>
          </More>
          <Suspense fallback={<Spinner label="Loading the replies" />}>
            <LazyReplyThread post={post} />
          </Suspense>
        </>
      )}
    </QueryView>
  );
}

function Missing() {
  return (
    <Card>
      <Heading>Thought not found</Heading>
      <Muted role="alert">
        This thought does not exist, was removed after reports, or is not shared with you.
      </Muted>
      <Link href={appPaths.dashboard}>Back to your dashboard</Link>
    </Card>
  );
}

const More = styled('p', { margin: '$4 0 0', fontSize: '$sm' });
