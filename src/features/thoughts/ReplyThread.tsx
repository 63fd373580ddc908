// The conversation under an idea or a thought (its page): the reply form, then the replies, newest
// first, a page at a time ("Show older replies"). One level deep: Reply on a reply answers the
// same post, starting with the author's @handle. A notification of a reply opens the page at
// #reply-{id}: once the replies are there, that one is scrolled to and focused.
import { useEffect, useId, useState } from 'react';
import type { Post, PostPage } from '@/contract/community';
import { describeError } from '@/platform/api';
import { useApiPages } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { Notice } from '@/ui/Notice';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { repliesPages } from './replies-api';
import { ReplyCard, replyAnchor } from './ReplyCard';
import { ReplyForm, replyFieldId } from './ReplyForm';

const replyCountText = (count: number) =>
  count === 0 ? 'Replies' : `${count.toLocaleString('en-US')} ${count === 1 ? 'reply' : 'replies'}`;

export function ReplyThread({ post }: { post: Post }) {
  const headingId = useId();
  const pages = useApiPages(repliesPages(post.id));
  const [text, setText] = useState('');
  // #replies (a card's replies link) or #reply-{id} (a notification): where to go once loaded.
  const [focusReply, setFocusReply] = useState(() =>
    /^#repl(ies|y-\d+)$/.test(window.location.hash) ? window.location.hash.slice(1) : null,
  );
  const loaded = pages.state.status === 'success';

  useEffect(() => {
    if (!loaded || !focusReply) return;
    const element = document.getElementById(focusReply);
    if (!element) return;
    element.scrollIntoView({ block: focusReply === 'replies' ? 'start' : 'center' });
    if (focusReply !== 'replies') element.focus({ preventScroll: true });
    setFocusReply(null);
  }, [loaded, focusReply]);

  const answer = (reply: Post) => {
    const mention = reply.author.handle ? `@${reply.author.handle} ` : '';
    setText((current) => (current.includes(mention) ? current : `${mention}${current}`));
    document.getElementById(replyFieldId(post.id))?.focus();
  };

  return (
    <Section aria-labelledby={headingId} id="replies">
      <h2 id={headingId}>{replyCountText(post.reply_count ?? 0)}</h2>
      {post.hidden ? null : (
        <ReplyForm
          postId={post.id}
          text={text}
          onText={setText}
          onPosted={(id) => setFocusReply(replyAnchor(id))}
        />
      )}
      <QueryView
        state={pages.state}
        reload={pages.reload}
        loadingLabel="Loading the replies"
        isEmpty={(loadedPages: readonly PostPage[]) =>
          loadedPages.every((page) => page.items.length === 0)
        }
        empty={<Muted role="status">No replies yet. Start the conversation.</Muted>}
      >
        {(loadedPages) => (
          <List aria-label="Replies">
            {loadedPages.flatMap((page) =>
              page.items.map((reply) => (
                <ReplyCard key={reply.id} reply={reply} onAnswer={answer} />
              )),
            )}
          </List>
        )}
      </QueryView>
      {pages.moreError ? (
        <Notice tone="error">Older replies did not load: {describeError(pages.moreError)}</Notice>
      ) : null}
      {loaded && pages.hasMore ? (
        <Button
          type="button"
          variant="secondary"
          disabled={pages.loadingMore}
          onClick={pages.loadMore}
        >
          {pages.loadingMore ? 'Loading…' : 'Show older replies'}
        </Button>
      ) : null}
    </Section>
  );
}

const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  marginTop: '$5',
  '& h2': { fontSize: '$lg', margin: 0 },
});
const List = styled('ol', { margin: 0, padding: 0 });
