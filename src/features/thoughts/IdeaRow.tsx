// An idea on the security page, compact: author, buy or sell, and its grade since it was posted:
// the move in the idea's direction and the result against the benchmark,
// percentages with up to two decimals (spec §5).
import { Link } from 'wouter';
import type { Post } from '@/contract/community';
import { profilePath } from '@/features/community';
import { formatChangeBasisPoints } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { formatPostedAt } from './text';

export function IdeaRow({ idea }: { idea: Post }) {
  const grade = idea.grade;
  return (
    <Row data-testid="idea-row">
      <Link href={profilePath(idea.author.id)}>{idea.author.name}</Link>
      <Side tone={idea.idea_type ?? 'buy'}>{idea.idea_type === 'sell' ? 'Sell' : 'Buy'}</Side>
      {grade ? (
        <Grade>
          <Figure tone={grade.return_bp >= 0 ? 'up' : 'down'}>
            {formatChangeBasisPoints(grade.return_bp)}
          </Figure>{' '}
          since posted ·{' '}
          <Figure tone={grade.vs_benchmark_bp >= 0 ? 'up' : 'down'}>
            {formatChangeBasisPoints(grade.vs_benchmark_bp)}
          </Figure>{' '}
          vs {grade.benchmark_symbol}
        </Grade>
      ) : (
        <Grade>Not graded yet</Grade>
      )}
      <When>
        <time dateTime={idea.created_at}>{formatPostedAt(idea.created_at)}</time>
      </When>
      {idea.body ? <Note>{idea.body}</Note> : null}
    </Row>
  );
}

const Row = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$1 $3',
  padding: '$3 0',
  borderTop: '1px solid $border',
  fontSize: '$sm',
});
const Side = styled('span', {
  fontWeight: 700,
  textTransform: 'uppercase',
  fontSize: '$xs',
  variants: { tone: { buy: { color: '$positive' }, sell: { color: '$negative' } } },
});
const Grade = styled('span', { color: '$textMuted' });
const Figure = styled('span', {
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  variants: { tone: { up: { color: '$positive' }, down: { color: '$negative' } } },
});
const When = styled('span', { color: '$textMuted', marginLeft: 'auto' });
const Note = styled('p', {
  flexBasis: '100%',
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
