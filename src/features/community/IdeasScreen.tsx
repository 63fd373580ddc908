// /app/ideas (spec §2 "/ideas: my ideas"): the reader's buy and sell ideas, each
// graded since it was posted, and the form for a new one.
import { useState } from 'react';
import type { Post, PostPage } from '@/contract/community';
import { describeError } from '@/platform/api';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { loadMyIdeas, myIdeasQuery } from './api';
import { CommunityNav } from './CommunityNav';
import { IdeaCard } from './IdeaCard';
import { NewIdeaForm } from './NewIdeaForm';

export default function IdeasScreen() {
  return (
    <Page title="My ideas" testId="ideas-screen">
      <Heading>My ideas</Heading>
      <CommunityNav />
      <Ideas />
    </Page>
  );
}

function Ideas() {
  const { state, reload } = useApiQuery(myIdeasQuery);
  const [posted, setPosted] = useState<readonly Post[]>([]);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const more = useMoreIdeas();
  const onPosted = (post: Post, message: string) => {
    setPosted((previous) => [post, ...previous]);
    setConfirmation(message);
    setFormKey((key) => key + 1);
  };
  /**
   * Ideas posted here first, then the server's pages, each idea once: the first page is asked
   * again after a post and on focus, so it may now hold ideas an older page also has.
   */
  const merge = (page: PostPage) => {
    const byId = new Map<string, Post>();
    for (const post of [...posted, ...page.items, ...more.items]) {
      if (!byId.has(post.id)) byId.set(post.id, post);
    }
    return [...byId.values()];
  };
  return (
    <>
      {confirmation ? <Notice tone="info">{confirmation}</Notice> : null}
      <NewIdeaForm key={formKey} onPosted={onPosted} />
      <Heading as="h2" level={2}>
        Your ideas
      </Heading>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading your ideas"
        staleNotice
        isEmpty={(page) => merge(page).length === 0}
        empty={
          <Card>
            <Muted role="status">
              You have not posted an idea yet. Pick a stock above, say buy or sell, and we will
              track how it does against the market from today.
            </Muted>
          </Card>
        }
      >
        {(page) => (
          <>
            <List aria-label="Your ideas">
              {merge(page).map((idea) => (
                <li key={idea.id}>
                  <IdeaCard idea={idea} context="ideas" showAuthor={false} />
                </li>
              ))}
            </List>
            <More>
              {more.error ? <Notice tone="error">{describeError(more.error)}</Notice> : null}
              {(more.cursor ?? page.next_cursor) !== null ? (
                <Button
                  variant="secondary"
                  disabled={more.busy}
                  onClick={() => more.load(more.cursor ?? page.next_cursor!)}
                >
                  {more.busy ? 'Loading…' : 'Show older ideas'}
                </Button>
              ) : null}
            </More>
          </>
        )}
      </QueryView>
    </>
  );
}

/** Older pages of the reader's ideas, by cursor, after the first page. */
function useMoreIdeas() {
  const [items, setItems] = useState<readonly Post[]>([]);
  /** undefined: no older page asked for yet (the first page's cursor applies). */
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const load = (from: string) => {
    setBusy(true);
    setError(null);
    loadMyIdeas(from).then(
      (page) => {
        setItems((previous) => [...previous, ...page.items]);
        setCursor(page.next_cursor);
        setBusy(false);
      },
      (failure: unknown) => {
        setError(failure);
        setBusy(false);
      },
    );
  };
  return { items, cursor, busy, error, load };
}

const More = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  marginTop: '$4',
});
const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});
