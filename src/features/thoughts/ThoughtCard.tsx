// One thought: pro/con badge, author (to the public profile), security, the
// text, when it was posted (a link to the thought page), agree / disagree, its replies (a link to
// the conversation on its page) and a report action. The body is plain text rendered as React
// text nodes, never as HTML, its `$AAPL` and `@handle` mentions as links (MentionText): markup a
// user typed shows as the characters they typed (the server strips tags as well).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { POST_HIDDEN_SAID, type Post } from '@/contract/community';
import { currentUser } from '@/features/auth';
import { profilePath } from '@/features/community';
import { ShareButton, shareableOf } from '@/features/social';
import { securityPath } from '@/paths';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { thoughtPath } from './paths';
import { ProConBadge } from './ProConBadge';
import { ReportModal } from './ReportModal';
import { MentionText } from './MentionText';
import { RepliesLink } from './RepliesLink';
import { formatPostedAt } from './text';
import { VoteButtons } from './VoteButtons';

export interface ThoughtCardProps {
  post: Post;
  /** Hide the ticker where the page is already about the security. */
  showSymbol?: boolean;
  /** Hide the pro/con badge where a column already says it. */
  showProOrCon?: boolean;
  /** The heading level of the card's title (the author line) for the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The thought page shows the text larger. */
  large?: boolean;
}

export function ThoughtCard({
  post,
  showSymbol = true,
  showProOrCon = true,
  headingLevel = 3,
  large = false,
}: ThoughtCardProps) {
  useSignals();
  const [reporting, setReporting] = useState(false);
  const own = currentUser.value?.id === post.author.id;
  const Title = `h${headingLevel}` as const;
  const shareable = post.hidden ? null : shareableOf(post);
  return (
    <Article data-testid="thought-card" data-thought-id={post.id}>
      <Top>
        {showProOrCon && post.pro_or_con ? <ProConBadge value={post.pro_or_con} /> : null}
        <Title className="thought-author">
          <Link href={profilePath(post.author.id)}>{post.author.name}</Link>
        </Title>
        {showSymbol ? (
          <>
            <Dot aria-hidden>·</Dot>
            <Link href={securityPath(post.symbol)} aria-label={`${post.symbol} security page`}>
              {post.symbol}
            </Link>
          </>
        ) : null}
        <Link href={thoughtPath(post.id, post.slug)} className="thought-time">
          <time dateTime={post.created_at}>{formatPostedAt(post.created_at)}</time>
        </Link>
      </Top>
      <Body data-testid="thought-body" large={large}>
        <MentionText text={post.body ?? ''} mentions={post.mentions ?? []} />
      </Body>
      {post.hidden ? <Notice tone="warning">{POST_HIDDEN_SAID[post.hidden]}</Notice> : null}
      <Bottom>
        <VoteButtons
          thoughtId={post.id}
          own={own}
          initial={{
            agree_count: post.agree_count,
            disagree_count: post.disagree_count,
            my_vote: post.my_vote,
          }}
        />
        <Actions>
          {large ? null : (
            <RepliesLink href={thoughtPath(post.id, post.slug)} count={post.reply_count ?? 0} />
          )}
          {shareable ? <ShareButton post={shareable} /> : null}
          {own ? null : (
            <Button variant="quiet" type="button" onClick={() => setReporting(true)}>
              Report
            </Button>
          )}
        </Actions>
      </Bottom>
      {own ? null : (
        <ReportModal thoughtId={post.id} open={reporting} onClose={() => setReporting(false)} />
      )}
    </Article>
  );
}

const Article = styled('article', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$3 $4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
});
const Top = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1 $2',
  fontSize: '$sm',
  '& .thought-author': { fontSize: '$sm', margin: 0, fontWeight: 600 },
  // The time sits at the line's end, and on a line of its own when the line wraps.
  '& .thought-time': { color: '$textMuted', marginLeft: 'auto' },
});
const Dot = styled('span', { color: '$textMuted' });
// pre-wrap keeps the writer's line breaks; anywhere breaks a long URL instead of overflowing.
const Body = styled('p', {
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
  variants: { large: { true: { fontSize: '$lg' } } },
});
const Bottom = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });
