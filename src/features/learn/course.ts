// Pure reading of the learn state (spec §3 learn state, §4 statuses): what each lesson's row
// shows, which lessons to keep for offline reading, and whether the reader offers "Complete".
import type { LearnState, LessonSummary } from '@/contract/learn';
import { dateTimeFormat } from '@/ui/intl';

export type LessonRowState = 'done' | 'next' | 'locked';

/** The course in order (lessonOrder), skipping ids the state has no data for. */
export function lessonsInOrder(state: LearnState): LessonSummary[] {
  return state.lessonOrder.flatMap((id) => {
    const lesson = state.lessonData[id];
    return lesson ? [lesson] : [];
  });
}

export function lessonRowState(state: LearnState, lesson: LessonSummary): LessonRowState {
  if (lesson.completed) return 'done';
  return lesson.id === state.nextLessonId ? 'next' : 'locked';
}

/**
 * The lessons to store for offline reading (DESIGN.md "Client state and offline"), the next one and
 * the one after (the one after is what a member who completes the next lesson offline would read
 * next).
 */
export function upcomingLessonIds(state: LearnState, count = 2): string[] {
  const pending = lessonsInOrder(state).filter((lesson) => !lesson.completed);
  const next = state.nextLessonId;
  const start = next ? pending.findIndex((lesson) => lesson.id === next) : 0;
  return pending.slice(Math.max(start, 0), Math.max(start, 0) + count).map((lesson) => lesson.id);
}

/** Spec §4: a lesson can be completed when it is the next one and nothing stops the member. */
export const canCompleteLesson = (state: LearnState, lessonId: string) =>
  state.status === null && state.nextLessonId === lessonId;

/** A readable lesson: done, the next one, or the one after (read ahead, never completed early). */
export const mayReadLesson = (state: LearnState, lessonId: string) =>
  state.lessonData[lessonId]?.completed === true || upcomingLessonIds(state).includes(lessonId);

const easternFormat = dateTimeFormat({
  timeZone: 'America/New_York',
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * Spec §4 "'Until' times show in Eastern time": the server's label when it sent one, else the
 * instant formatted in New York time ("Tuesday 12:00 AM EST").
 */
export function untilLabel(until: string | null, label: string | null): string | null {
  if (label) return label;
  if (!until) return null;
  const at = new Date(until);
  return Number.isNaN(at.getTime()) ? null : easternFormat.format(at).replace(',', '');
}

/** Lessons completed and XP earned, for the progress screen. */
export function progressOf(state: LearnState) {
  const lessons = lessonsInOrder(state);
  return {
    total: lessons.length,
    completed: lessons.filter((lesson) => lesson.completed).length,
    xp: state.earned_xp,
    cents: state.earned_cents,
  };
}

/**
 * An answer older than the state already held, e.g. the service worker's cached GET from before a
 * completion. Completions are never undone, so fewer completed lessons means older.
 */
export const isOlderState = (incoming: LearnState, held: LearnState) =>
  incoming.completedLessonCount < held.completedLessonCount;
