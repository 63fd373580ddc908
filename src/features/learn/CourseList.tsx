// The course, in order: each lesson done (✓ with the XP it earned), next, or locked (spec §3
// lessonData, completedLessonCount). Done and next lessons open in the reader; locked ones wait.
import type { LearnState } from '@/contract/learn';
import { styled } from '@/ui/theme/stitches';
import { lessonRowState, lessonsInOrder } from './course';
import { lessonPath } from './paths';
import { formatXp } from './pieces';
import { Link } from 'wouter';

const List = styled('ol', { listStyle: 'none', margin: 0, padding: 0 });
const Row = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 0',
  borderTop: '1px solid $border',
  '&:first-child': { borderTop: 'none' },
});
const Mark = styled('span', {
  flex: '0 0 32px',
  height: '32px',
  borderRadius: '$pill',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  border: '1px solid $border',
  variants: {
    state: {
      done: { color: '$positive', borderColor: '$positive' },
      next: { color: '$text', borderColor: '$primaryCtaButton' },
      locked: { color: '$textMuted' },
    },
  },
});
const Title = styled('span', { flex: 1, minWidth: 0 });
const Detail = styled('span', { color: '$textMuted', fontSize: '$sm', whiteSpace: 'nowrap' });

const STATE_TEXT = { done: 'Completed', next: 'Next', locked: 'Locked' } as const;

export function CourseList({ state }: { state: LearnState }) {
  return (
    <List aria-label="Lessons" data-testid="course-list">
      {lessonsInOrder(state).map((lesson) => {
        const rowState = lessonRowState(state, lesson);
        const title =
          rowState === 'locked' ? (
            lesson.title
          ) : (
            <Link href={lessonPath(lesson.id)}>{lesson.title}</Link>
          );
        return (
          <Row key={lesson.id} data-lesson={lesson.id} data-state={rowState}>
            <Mark state={rowState} aria-hidden>
              {rowState === 'done' ? '✓' : lesson.position}
            </Mark>
            <Title>
              {title}
              <span className="visually-hidden">, {STATE_TEXT[rowState]}</span>
            </Title>
            <Detail>
              {rowState === 'done'
                ? `+${formatXp(lesson.xp_awarded ?? 0)}`
                : rowState === 'next'
                  ? 'Next'
                  : `Locked · ${formatXp(lesson.completion_xp)}`}
            </Detail>
          </Row>
        );
      })}
    </List>
  );
}
