// /app/ask (spec §2 "create ask/share"): ask the author's reasons about one
// idea or thought, or share it with a question of one's own. The ask is a share link recorded
// under the "Ask Why Share" channel of spec §3 with the question attached; whoever opens the link
// sees the question above the post. Without a post in the URL, the screen offers recent ones.
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { is } from 'superstruct';
import { Link, useSearch } from 'wouter';
import { PostId, type Post } from '@/contract/community';
import { ASK_QUESTION_MAX } from '@/contract/social';
import { CommunityNav } from '@/features/community';
import { ApiError, describeError } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { CountedTextArea } from '@/ui/CountedTextArea';
import { createShare, postQuery, recentPostsQuery } from './api';
import { askPath } from './paths';
import { PostPicker } from './PostPicker';
import { absoluteUrl, kindWord, shareableOf, type ShareablePost } from './shareable';
import { SharedPostCard } from './SharedPostCard';
import { SharedLinkPanel } from './SharedLinkPanel';

export default function AskScreen() {
  const params = new URLSearchParams(useSearch());
  const kind = params.has('idea') ? 'idea' : params.has('thought') ? 'thought' : null;
  const id = kind ? params.get(kind) : null;
  return (
    <Page title="Ask about an idea" testId="ask-screen">
      <Heading>Ask or share</Heading>
      <CommunityNav />
      {kind && id !== null ? (
        is(id, PostId) ? (
          <AskAbout key={`${kind}:${id}`} kind={kind} id={id} />
        ) : (
          <Missing />
        )
      ) : (
        <Choose />
      )}
    </Page>
  );
}

function Choose() {
  const { state, reload } = useApiQuery(recentPostsQuery);
  return (
    <>
      <Muted>
        Pick an idea or thought to ask its author about, or to share with a question of your own.
        You can also press Share on any post in the feed.
      </Muted>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading recent posts"
        isEmpty={(page) => page.items.length === 0}
        empty={<Muted role="status">There are no posts to ask about yet.</Muted>}
        staleNotice
      >
        {(page) => <PostPicker posts={page.items} hrefOf={(post: Post) => askPath(post)} />}
      </QueryView>
    </>
  );
}

function AskAbout({ kind, id }: { kind: 'idea' | 'thought'; id: string }) {
  const { state, reload } = useApiQuery(postQuery(kind, id));
  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel={`Loading the ${kind}`}
      notFound={<Missing />}
    >
      {(post) => {
        const shareable = shareableOf(post);
        return shareable ? <AskForm post={shareable} /> : <Missing />;
      }}
    </QueryView>
  );
}

function AskForm({ post }: { post: ShareablePost }) {
  useSignals();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const online = isOnline.value;
  const length = [...question.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError('Write your question.');
    if (length > ASK_QUESTION_MAX) {
      return setError(`Keep your question to ${ASK_QUESTION_MAX} characters.`);
    }
    setBusy(true);
    setError(null);
    try {
      const created = await createShare({
        post_id: post.id,
        channel: 'Ask Why Share',
        question: question.trim(),
      });
      setLink(absoluteUrl(created.short_url));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.field === 'question'
          ? `Question: ${failure.message}`
          : describeError(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SharedPostCard post={post} question={link ? question.trim() : null} />
      {link ? (
        <SharedLinkPanel
          url={link}
          subject={`A question about a ${kindWord(post)} on ${post.symbol}`}
          text={`${question.trim()} (about ${post.author_name}’s ${kindWord(post)} on ${post.symbol})`}
          onAnother={() => {
            setLink(null);
            setQuestion('');
          }}
        />
      ) : (
        <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
          <CountedTextArea
            id={`${id}-question`}
            label="Your question"
            value={question}
            onChange={setQuestion}
            max={ASK_QUESTION_MAX}
            error={error}
            placeholder={`Why ${post.kind === 'idea' ? 'this idea' : 'do you think so'}?`}
          />
          {online ? null : (
            <Notice tone="warning">You are offline: asking needs a connection.</Notice>
          )}
          <Button type="submit" disabled={busy || !online}>
            {busy ? 'Creating the link…' : 'Create the ask link'}
          </Button>
        </Card>
      )}
    </>
  );
}

function Missing() {
  return (
    <Notice tone="info">
      That post does not exist or its author does not share it.{' '}
      <Link href={askPath()}>Pick another</Link>
    </Notice>
  );
}
