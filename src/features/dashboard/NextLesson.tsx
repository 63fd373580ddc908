// The next lesson and the member's XP (spec §3 learn state; XP is the karma total, labelled XP):
// what the lesson earns, how long it takes, and Start. The XP goes to the header's badge too, so
// the two never disagree.
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { LearnState } from '@/contract/learn';
import { applyServerKarma } from '@/features/karma';
import { learnPaths, learnStateQuery, lessonPath } from '@/features/learn';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Muted } from '@/ui/Card';
import { formatCount, formatRewardCents } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { Section, SectionBody } from './Section';

export function NextLesson() {
  const { state, reload } = useApiQuery(learnStateQuery);
  useEffect(() => {
    if (state.status === 'success') {
      applyServerKarma({
        karmaTotal: state.data.xp_total,
        reachedDailyMax: state.data.xp_reached_daily_max,
      });
    }
  }, [state]);
  return (
    <Section
      id="home-learn"
      testId="home-learn"
      title="Learn and earn"
      more={{ href: learnPaths.home, what: 'lessons' }}
    >
      <SectionBody state={state} reload={reload} label="Loading your next lesson">
        {(data) => <Lesson data={data} />}
      </SectionBody>
    </Section>
  );
}

function Lesson({ data }: { data: LearnState }) {
  const lesson = data.nextLessonId ? data.lessonData[data.nextLessonId] : undefined;
  return (
    <>
      <Stats aria-label="Your progress">
        <div>
          <dt>XP</dt>
          <dd data-testid="home-xp">{formatCount(data.xp_total)}</dd>
        </div>
        <div>
          <dt>Lessons done</dt>
          <dd>{formatCount(data.completedLessonCount)}</dd>
        </div>
      </Stats>
      {lesson ? (
        <div data-testid="home-next-lesson">
          <Muted as="p" css={{ margin: '0 0 $1', fontSize: '$sm' }}>
            Next: lesson {lesson.position} · {lesson.preview.minutes} min
          </Muted>
          <Title>{lesson.title}</Title>
          <Muted as="p" css={{ margin: '0 0 $3', fontSize: '$sm' }}>
            Earn +{formatCount(data.nextLessonCompletionXP)} XP
            {data.nextLessonReward > 0 ? ` and ${formatRewardCents(data.nextLessonReward)}` : ''}
            {data.hoursUntilNextLesson > 0 ? ` · opens in ${data.hoursUntilNextLesson} h` : ''}
          </Muted>
          <Button
            as={Link}
            href={lessonPath(lesson.id)}
            aria-label={`Start lesson: ${lesson.title}`}
          >
            Start
          </Button>
        </div>
      ) : (
        <Muted css={{ margin: 0 }}>
          You have finished every lesson so far. New ones appear here as they are published.
        </Muted>
      )}
    </>
  );
}

const Stats = styled('dl', {
  display: 'flex',
  gap: '$5',
  margin: '0 0 $3',
  '& dt': { color: '$textMuted', fontSize: '$xs' },
  '& dd': { margin: 0, fontWeight: 800, fontSize: '$lg', fontVariantNumeric: 'tabular-nums' },
});
const Title = styled('p', { fontWeight: 700, margin: '0 0 $1' });
