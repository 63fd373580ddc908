// /app/ideas/{id}: one idea on a page of its own (a notification of a reply opens here, and cards
// link here): the idea with its grade, a chart of the security and the benchmark since it was
// posted, the conversation under it, and the security's pros and cons. Not found reads the same
// for an idea that never was, one removed after reports, and one its author does not share.
import { Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { is } from 'superstruct';
import { PostId } from '@/contract/community';
import { LazyReplyThread, LazySecurityCommunity } from '@/features/thoughts';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { Spinner } from '@/ui/Spinner';
import { ideaQuery } from './api';
import { IdeaCard } from './IdeaCard';
import { IdeaChart } from './IdeaChart';

export default function IdeaScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Idea" testId="idea-screen">
      {is(id, PostId) ? <IdeaDetails key={id} id={id} /> : <Missing />}
    </Page>
  );
}

function IdeaDetails({ id }: { id: string }) {
  const { state, reload } = useApiQuery(ideaQuery(id));
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel="Loading the idea"
      notFound={<Missing />}
      staleNotice
    >
      {(idea) => (
        <>
          <Heading>
            {idea.idea_type === 'sell' ? 'Sell' : 'Buy'} idea on {idea.symbol} by {idea.author.name}
          </Heading>
          <IdeaCard idea={idea} context="idea_page" onItsPage />
          <Gap />
          <IdeaChart idea={idea} />
          <Suspense fallback={<Spinner label="Loading the replies" />}>
            <LazyReplyThread post={idea} />
          </Suspense>
          <Suspense fallback={null}>
            <LazySecurityCommunity symbol={idea.symbol} />
          </Suspense>
        </>
      )}
    </QueryView>
  );
}

const Gap = () => <div style={{ height: 16 }} aria-hidden />;

function Missing() {
  return (
    <Card>
      <Heading>Idea not found</Heading>
      <Muted role="alert">
        This idea does not exist, was removed after reports, or is not shared with you.
      </Muted>
      <Link href={appPaths.dashboard}>Back to your dashboard</Link>
    </Card>
  );
}
