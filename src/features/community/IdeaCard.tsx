// One idea: author, symbol, BUY or SELL, the expectation, the note (its `$AAPL` and
// `@handle` mentions as links), and its grade since it was posted: the price change in the idea's
// direction and the result against the benchmark, in the positive / negative tokens with an icon
// (colour is never the only signal); when it was posted links to the idea's page, and so do its
// replies. Coming into view sends "idea viewed" {context, idea_type, ticker_symbol} (spec §3).
import { Link } from 'wouter';
import { POST_HIDDEN_SAID, type Post } from '@/contract/community';
import { ShareButton, shareableOf } from '@/features/social';
import { MentionText, RepliesLink } from '@/features/thoughts';
import { trackIdeaViewed } from '@/platform/analytics/events';
import { securityPath } from '@/paths';
import { Notice } from '@/ui/Notice';
import { ResultIcon, resultToneFor } from '@/ui/ResultIcon';
import { styled } from '@/ui/theme/stitches';
import { IDEA_TYPE_LABELS, expectationText, formatGradePercent, sinceText } from './idea-format';
import { KindBadge } from './KindBadge';
import { ideaPath, profilePath } from './paths';
import { useViewedOnce } from './use-viewed-once';

export function IdeaCard({
  idea,
  context,
  showAuthor = true,
  onItsPage = false,
}: {
  idea: Post;
  /** Where the card is shown, for analytics: 'feed', 'ideas', 'profile', 'idea_page'. */
  context: string;
  showAuthor?: boolean;
  /** On the idea's own page: no links to it. */
  onItsPage?: boolean;
}) {
  const ideaType = idea.idea_type ?? 'buy';
  const ref = useViewedOnce<HTMLElement>(`${context}:${idea.id}`, () =>
    trackIdeaViewed({ context, idea_type: ideaType, ticker_symbol: idea.symbol }),
  );
  const expectation = expectationText(idea.expected_return_pct, idea.horizon_days);
  const shareable = idea.hidden ? null : shareableOf(idea);
  return (
    <Card ref={ref} aria-label={`${IDEA_TYPE_LABELS[ideaType]} idea on ${idea.symbol}`}>
      <Top>
        <Side side={ideaType}>{IDEA_TYPE_LABELS[ideaType]}</Side>
        <Symbol href={securityPath(idea.symbol)}>{idea.symbol}</Symbol>
        {expectation ? <Expect>{expectation}</Expect> : null}
      </Top>
      {showAuthor ? (
        <Byline>
          Idea by <Link href={profilePath(idea.author.id)}>{idea.author.name}</Link>{' '}
          <KindBadge kind={idea.author.kind} />
        </Byline>
      ) : null}
      {idea.body ? (
        <Note>
          <MentionText text={idea.body} mentions={idea.mentions ?? []} />
        </Note>
      ) : null}
      {idea.hidden ? <Notice tone="warning">{POST_HIDDEN_SAID[idea.hidden]}</Notice> : null}
      <Footer>
        <Grade idea={idea} linked={!onItsPage} />
        <Actions>
          {onItsPage ? null : (
            <RepliesLink href={ideaPath(idea.id)} count={idea.reply_count ?? 0} />
          )}
          {shareable ? <ShareButton post={shareable} /> : null}
        </Actions>
      </Footer>
    </Card>
  );
}

function Grade({ idea, linked }: { idea: Post; linked: boolean }) {
  const text = sinceText(idea.created_at);
  const since = linked ? <Link href={ideaPath(idea.id)}>{text}</Link> : text;
  const grade = idea.grade;
  if (!grade) return <GradeRow>Not graded yet · {since}</GradeRow>;
  return (
    <GradeRow data-testid="idea-grade">
      <span>
        Result{' '}
        <Figure tone={resultToneFor(grade.return_bp)}>
          <ResultIcon value={grade.return_bp} size={12} />
          {formatGradePercent(grade.return_bp)}
        </Figure>
      </span>
      <span>
        vs {grade.benchmark_symbol}{' '}
        <Figure tone={resultToneFor(grade.vs_benchmark_bp)}>
          <ResultIcon value={grade.vs_benchmark_bp} size={12} />
          {formatGradePercent(grade.vs_benchmark_bp)}
        </Figure>
      </span>
      <span>{since}</span>
    </GradeRow>
  );
}

const Card = styled('article', {
  backgroundColor: '$component',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$4',
});
const Top = styled('div', { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$2' });
const Side = styled('span', {
  padding: '1px $2',
  borderRadius: '$sm',
  fontWeight: 800,
  fontSize: '$xs',
  letterSpacing: '0.05em',
  border: '1px solid',
  variants: {
    side: {
      buy: { color: '$positive', borderColor: '$positive' },
      sell: { color: '$negative', borderColor: '$negative' },
    },
  },
});
const Symbol = styled(Link, { fontWeight: 800, fontSize: '$lg', color: '$text' });
const Expect = styled('span', { color: '$textMuted', fontSize: '$sm' });
const Byline = styled('p', {
  margin: '$2 0 0',
  fontSize: '$sm',
  color: '$textMuted',
  '& a': { color: '$text', fontWeight: 600 },
});
const Note = styled('p', { margin: '$2 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginTop: '$3',
});
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });
const GradeRow = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$sm',
  color: '$textMuted',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '$1' },
});
const Figure = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  variants: {
    tone: {
      positive: { color: '$positive' },
      negative: { color: '$negative' },
      neutral: { color: '$neutral' },
    },
  },
});
