// Learn states for the unit tests: a course of `count` lessons, the first `done` completed.
import type { LearnState, LessonSummary } from '@/contract/learn';

export function lessonSummary(position: number, completed = false): LessonSummary {
  return {
    id: `lesson-${position}`,
    position,
    title: `Lesson ${position}`,
    type: 'text',
    component: null,
    completion_xp: 10,
    reward_cents: position === 1 ? 500 : 0,
    preview: { summary: 'Summary', minutes: 3, disclaimers: [] },
    completed,
    completed_at: completed ? '2026-11-20T15:00:00.000Z' : null,
    xp_awarded: completed ? 10 : null,
    reward_awarded_cents: completed ? (position === 1 ? 500 : 0) : null,
    partners: [],
  };
}

export function learnState(
  count: number,
  done: number,
  overrides: Partial<LearnState> = {},
): LearnState {
  const lessons = Array.from({ length: count }, (_, index) =>
    lessonSummary(index + 1, index < done),
  );
  return {
    lessonData: Object.fromEntries(lessons.map((lesson) => [lesson.id, lesson])),
    lessonOrder: lessons.map((lesson) => lesson.id),
    nextLessonId: done < count ? `lesson-${done + 1}` : null,
    nextLessonReward: 0,
    nextLessonRewardAtXP: done * 10 + 10,
    nextLessonCompletionXP: 10,
    completedLessonCount: done,
    hoursUntilNextLesson: 0,
    messagingStates: {},
    status: done < count ? null : 'NO_MORE_LESSONS',
    free_lessons: 3,
    xp_total: done * 10,
    xp_reached_daily_max: false,
    earned_xp: done * 10,
    earned_cents: done > 0 ? 500 : 0,
    ...overrides,
  };
}
