// /app/learn-and-earn (spec §2; mobile "learn home"): the member's XP, the
// status card (the next lesson's preview, or what stops them, spec §4), the course, and links to
// progress and how the programme works. Offline it shows this device's copy of the state.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { QueryView } from '@/ui/QueryView';
import { CourseList } from './CourseList';
import { learnPaths } from './paths';
import { formatXp, LinkRow } from './pieces';
import { QueueNotices } from './QueueNotices';
import { StatusCard } from './StatusCard';
import { useLearnState } from './use-learn-state';

export default function LearnHomeScreen() {
  useSignals();
  const { view, reload } = useLearnState();
  return (
    <Page title="Learn and earn" testId="learn-home">
      <Heading>Learn and earn</Heading>
      <QueryView
        staleNotice
        state={view}
        reload={reload}
        loadingLabel="Loading your lessons"
        isEmpty={({ state }) => state.lessonOrder.length === 0}
        empty={
          <Card>
            <Muted data-testid="learn-empty">
              There are no lessons yet. New lessons are published regularly: check back soon.
            </Muted>
          </Card>
        }
      >
        {({ state, userId }) => (
          <>
            <Muted>
              You have <strong data-testid="learn-xp">{formatXp(state.xp_total)}</strong>
              {state.xp_reached_daily_max ? ' (today’s XP maximum reached: more tomorrow)' : ''}.
              One short lesson a day earns XP, and some lessons a cash reward.
            </Muted>
            <QueueNotices userId={userId} state={state} />
            <StatusCard state={state} />
            <Card aria-labelledby="course-title">
              <Heading level={2} as="h2" id="course-title">
                Your course · {state.completedLessonCount} of {state.lessonOrder.length} done
              </Heading>
              <CourseList state={state} />
            </Card>
          </>
        )}
      </QueryView>
      <LinkRow>
        <Link href={learnPaths.progress}>Your progress</Link>
        <Link href={learnPaths.moreInfo}>How learn and earn works</Link>
      </LinkRow>
    </Page>
  );
}
