// The end of a lesson: "Complete lesson" when it is the next one and nothing stops the member
// (spec §4); afterwards the XP and reward the server awarded and the new status (one lesson a day:
// COME_BACK_TOMORROW). Offline, the completion is kept on this device and sent later; the server
// decides the award when it arrives (DESIGN.md "Client state and offline").
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { LearnState, LessonCompleted } from '@/contract/learn';
import { isOnline } from '@/platform/network/online';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatRewardCents } from '@/ui/format';
import { Notice } from '@/ui/Notice';
import { completeLesson, pendingCompletions, refreshPendingCompletions } from './completion-queue';
import { learnCompletionQueued } from './completion-sync';
import { canCompleteLesson } from './course';
import { formatXp } from './pieces';
import { StatusCard } from './StatusCard';
import { dateTimeFormat } from '@/ui/intl';

// A queued completion shows from the queue itself (pendingCompletions), so that the panel moves
// on by itself once the queue has sent it.
type Outcome =
  | { kind: 'completed'; result: LessonCompleted }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

/** The lesson day is New York's (spec §4), so the day a lesson was done is too. */
const dateFormat = dateTimeFormat({
  dateStyle: 'medium',
  timeZone: 'America/New_York',
});

function Earned({ result }: { result: LessonCompleted }) {
  if (!result.awarded) {
    return <Muted>You had already completed this lesson: nothing more was awarded.</Muted>;
  }
  return (
    <p data-testid="lesson-earned">
      You earned <strong>{formatXp(result.xp_awarded)}</strong>
      {result.reward_cents > 0 ? (
        <>
          {' '}
          and <strong>{formatRewardCents(result.reward_cents)}</strong> for your reward balance
        </>
      ) : null}
      .
      {result.state.xp_reached_daily_max
        ? ' You reached today’s XP maximum, so some XP may not have counted.'
        : ''}
    </p>
  );
}

export function CompletePanel({
  userId,
  lessonId,
  state,
}: {
  userId: string;
  lessonId: string;
  state: LearnState;
}) {
  useSignals();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void refreshPendingCompletions(userId).catch(() => undefined);
  }, [userId]);
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const lesson = state.lessonData[lessonId];
  const pending = pendingCompletions.value.some((row) => row.lessonId === lessonId);

  const complete = async () => {
    setBusy(true);
    try {
      const next = await completeLesson(userId, lessonId, isOnline.value);
      if (next.kind === 'queued') learnCompletionQueued();
      setOutcome(next);
    } catch {
      setOutcome({ kind: 'refused', message: 'This device could not save the completion.' });
    } finally {
      setBusy(false);
    }
  };

  let body;
  let title = 'Done reading?';
  if (outcome?.kind === 'completed') {
    title = 'Lesson completed';
    body = (
      <>
        <Earned result={outcome.result} />
        <StatusCard state={outcome.result.state} embedded />
      </>
    );
  } else if (pending) {
    title = 'Saved on this device';
    body = (
      <Notice tone="warning">
        <span data-testid="lesson-queued">
          Completed on this device. It will be sent when you are back online, and the XP and any
          reward are awarded when it arrives.
        </span>
      </Notice>
    );
  } else if (lesson?.completed) {
    title = 'Lesson completed';
    body = (
      <Muted data-testid="lesson-done">
        ✓ Completed
        {lesson.completed_at ? ` on ${dateFormat.format(new Date(lesson.completed_at))}` : ''}
        {lesson.xp_awarded !== null ? `: you earned ${formatXp(lesson.xp_awarded)}` : ''}
        {lesson.reward_awarded_cents
          ? ` and ${formatRewardCents(lesson.reward_awarded_cents)}`
          : ''}
        .
      </Muted>
    );
  } else if (canCompleteLesson(state, lessonId)) {
    body = (
      <>
        {outcome?.kind === 'refused' ? <Notice tone="error">{outcome.message}</Notice> : null}
        <Muted>
          Complete the lesson to earn {formatXp(state.nextLessonCompletionXP)}
          {state.nextLessonReward > 0 ? ` and ${formatRewardCents(state.nextLessonReward)}` : ''}.
          {isOnline.value ? '' : ' You are offline: it will be sent when you reconnect.'}
        </Muted>
        <Button onClick={() => void complete()} disabled={busy} aria-busy={busy}>
          {busy ? 'Completing…' : 'Complete lesson'}
        </Button>
      </>
    );
  } else if (state.status !== null) {
    title = 'Next lesson';
    body = <StatusCard state={state} embedded />;
  } else {
    title = 'Next lesson';
    body = <Muted>Complete the lessons before this one first: one lesson a day.</Muted>;
  }

  return (
    <Card aria-labelledby="complete-title" data-testid="lesson-complete">
      <Heading level={2} as="h2" id="complete-title">
        {title}
      </Heading>
      <div ref={resultRef} tabIndex={-1}>
        {body}
      </div>
    </Card>
  );
}
