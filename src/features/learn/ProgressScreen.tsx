// /app/learn-and-earn-progress (spec §2): lessons completed of the course, XP
// and cash earned from lessons, and where each lesson stands.
import { Link } from 'wouter';
import type { LearnState } from '@/contract/learn';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatRewardCents } from '@/ui/format';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { styled } from '@/ui/theme/stitches';
import { lessonRowState, lessonsInOrder, progressOf } from './course';
import { learnPaths, lessonPath } from './paths';
import { Facts, formatXp, LinkRow } from './pieces';
import { useLearnState } from './use-learn-state';
import { dateTimeFormat } from '@/ui/intl';

const Bar = styled('div', {
  height: '8px',
  borderRadius: '$pill',
  backgroundColor: '$border',
  overflow: 'hidden',
  margin: '0 0 $5',
  '& > span': { display: 'block', height: '100%', backgroundColor: '$positive' },
});
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', padding: '$2 $2', borderTop: '1px solid $border' },
  '& th': { fontWeight: 400 },
  '& thead th': { borderTop: 'none', color: '$textMuted', fontSize: '$sm', fontWeight: 400 },
  '& td:last-child, & th:last-child': { textAlign: 'right', whiteSpace: 'nowrap' },
});

const STATE_TEXT = { done: '✓ Done', next: 'Next', locked: 'Locked' } as const;
/** The lesson day is New York's (spec §4), so the day a lesson was done is too. */
const dateFormat = dateTimeFormat({
  month: 'short',
  day: 'numeric',
  timeZone: 'America/New_York',
});

function Progress({ state }: { state: LearnState }) {
  const { total, completed, xp, cents } = progressOf(state);
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <>
      <Card aria-labelledby="progress-summary">
        <Heading level={2} as="h2" id="progress-summary">
          {completed} of {total} lessons completed
        </Heading>
        <Bar
          role="progressbar"
          aria-label="Lessons completed"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
        >
          <span style={{ width: `${percent}%` }} />
        </Bar>
        <Facts>
          <div>
            <dt>XP from lessons</dt>
            <dd data-testid="progress-xp">{formatXp(xp)}</dd>
          </div>
          <div>
            <dt>Rewards from lessons</dt>
            <dd data-testid="progress-cash">{formatRewardCents(cents)}</dd>
          </div>
          <div>
            <dt>Your XP in all</dt>
            <dd>{formatXp(state.xp_total)}</dd>
          </div>
        </Facts>
      </Card>
      <Card aria-labelledby="progress-lessons">
        <Heading level={2} as="h2" id="progress-lessons">
          Lessons
        </Heading>
        <Table>
          <thead>
            <tr>
              <th scope="col">Lesson</th>
              <th scope="col">Status</th>
              <th scope="col">Earned</th>
            </tr>
          </thead>
          <tbody>
            {lessonsInOrder(state).map((lesson) => {
              const rowState = lessonRowState(state, lesson);
              return (
                <tr key={lesson.id} data-lesson={lesson.id} data-state={rowState}>
                  <th scope="row">
                    {rowState === 'locked' ? (
                      lesson.title
                    ) : (
                      <Link href={lessonPath(lesson.id)}>{lesson.title}</Link>
                    )}
                  </th>
                  <td>
                    {STATE_TEXT[rowState]}
                    {lesson.completed_at
                      ? ` ${dateFormat.format(new Date(lesson.completed_at))}`
                      : ''}
                  </td>
                  <td>
                    {rowState === 'done'
                      ? `${formatXp(lesson.xp_awarded ?? 0)}${
                          lesson.reward_awarded_cents
                            ? ` · ${formatRewardCents(lesson.reward_awarded_cents)}`
                            : ''
                        }`
                      : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card>
    </>
  );
}

export default function ProgressScreen() {
  const { view, reload } = useLearnState();
  return (
    <Page title="Learn and earn progress" testId="learn-progress">
      <Heading>Your learning progress</Heading>
      <QueryView
        staleNotice
        state={view}
        reload={reload}
        loadingLabel="Loading your progress"
        isEmpty={({ state }) => state.lessonOrder.length === 0}
        empty={<Muted data-testid="learn-empty">There are no lessons yet: check back soon.</Muted>}
      >
        {({ state }) => <Progress state={state} />}
      </QueryView>
      <LinkRow>
        <Link href={learnPaths.home}>Back to your lessons</Link>
        <Link href={learnPaths.moreInfo}>How learn and earn works</Link>
      </LinkRow>
    </Page>
  );
}
