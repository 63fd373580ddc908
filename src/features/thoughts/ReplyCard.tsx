// One reply in a conversation: the author (to their profile) and handle, when, the text with its
// mentions as links, agree / disagree, and Reply (which starts an answer naming the author, the
// conversation being one level deep) and Report for others' replies. Its anchor, #reply-{id}, is
// where a notification of it opens.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { POST_HIDDEN_SAID, type Post } from '@/contract/community';
import { currentUser } from '@/features/auth';
import { profilePath } from '@/features/community';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { MentionText } from './MentionText';
import { ReportModal } from './ReportModal';
import { formatPostedAt } from './text';
import { VoteButtons } from './VoteButtons';

export const replyAnchor = (id: string) => `reply-${id}`;

export function ReplyCard({ reply, onAnswer }: { reply: Post; onAnswer: (reply: Post) => void }) {
  useSignals();
  const [reporting, setReporting] = useState(false);
  const own = currentUser.value?.id === reply.author.id;
  return (
    <Item id={replyAnchor(reply.id)} data-testid="reply-card" tabIndex={-1}>
      <Top>
        <Link href={profilePath(reply.author.id)} className="reply-author">
          {reply.author.name}
        </Link>
        {reply.author.handle ? <Handle>@{reply.author.handle}</Handle> : null}
        <time dateTime={reply.created_at} className="reply-time">
          {formatPostedAt(reply.created_at)}
        </time>
      </Top>
      <Body data-testid="reply-body">
        <MentionText text={reply.body ?? ''} mentions={reply.mentions ?? []} />
      </Body>
      {reply.hidden ? <Notice tone="warning">{POST_HIDDEN_SAID[reply.hidden]}</Notice> : null}
      <Bottom>
        <VoteButtons
          thoughtId={reply.id}
          own={own}
          initial={{
            agree_count: reply.agree_count,
            disagree_count: reply.disagree_count,
            my_vote: reply.my_vote,
          }}
        />
        <Actions>
          {own || reply.hidden ? null : (
            <Button variant="quiet" type="button" onClick={() => onAnswer(reply)}>
              Reply
            </Button>
          )}
          {own ? null : (
            <Button variant="quiet" type="button" onClick={() => setReporting(true)}>
              Report
            </Button>
          )}
        </Actions>
      </Bottom>
      {own ? null : (
        <ReportModal
          thoughtId={reply.id}
          what="reply"
          open={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </Item>
  );
}

const Item = styled('li', {
  listStyle: 'none',
  borderTop: '1px solid $border',
  padding: '$3 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  '&:focus': { outline: 'none' },
  '&:focus-visible, &:target': { outline: '2px solid $focus', outlineOffset: '2px' },
});
const Top = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$1 $2',
  fontSize: '$sm',
  minWidth: 0,
  '& .reply-author': { fontWeight: 600 },
  '& .reply-time': { color: '$textMuted', marginLeft: 'auto' },
});
const Handle = styled('span', { color: '$textMuted', overflowWrap: 'anywhere' });
const Body = styled('p', {
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});
const Bottom = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });
