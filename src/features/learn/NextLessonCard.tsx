// The next lesson's preview card (spec §3 "lesson preview with disclaimers"): title, minutes,
// summary, disclaimers, reward (whole dollars unless fractional, spec §5) and XP, and Start.
import type { LearnState, LessonSummary } from '@/contract/learn';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatRewardCents } from '@/ui/format';
import { lessonPath } from './paths';
import { ActionLink, Facts, formatXp, SmallPrint } from './pieces';

export function NextLessonCard({ lesson, state }: { lesson: LessonSummary; state: LearnState }) {
  const reward = state.nextLessonReward;
  return (
    <Card aria-labelledby="next-lesson-title" data-testid="next-lesson">
      <Muted as="p" css={{ margin: '0 0 $2', fontSize: '$sm' }}>
        Lesson {lesson.position} · {lesson.preview.minutes} min read
      </Muted>
      <Heading level={2} as="h2" id="next-lesson-title">
        {lesson.title}
      </Heading>
      <p>{lesson.preview.summary}</p>
      <Facts aria-label="What this lesson earns">
        <div>
          <dt>You earn</dt>
          <dd>+{formatXp(state.nextLessonCompletionXP)}</dd>
        </div>
        {reward > 0 ? (
          <div>
            <dt>Reward</dt>
            <dd>{formatRewardCents(reward)}</dd>
          </div>
        ) : null}
      </Facts>
      {lesson.preview.disclaimers.length > 0 ? (
        <SmallPrint aria-label="Disclaimers">
          {lesson.preview.disclaimers.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </SmallPrint>
      ) : null}
      <ActionLink href={lessonPath(lesson.id)} aria-label={`Start lesson: ${lesson.title}`}>
        Start
      </ActionLink>
    </Card>
  );
}
