// The learn client state of spec §3 (lessonData by id, nextLessonId, nextLessonReward,
// nextLessonRewardAtXP, nextLessonCompletionXP, completedLessonCount, hoursUntilNextLesson,
// messagingStates, status) and its transitions of §4: "adding lesson data stores it by id;
// setting next lesson replaces the next-lesson fields". The server decides everything; the client
// mirrors the last state it was sent (CONVENTIONS: read-only computeds, named actions).
import { computed, signal } from '@preact/signals-react';
import type { LearnState, LessonSummary } from '@/contract/learn';
import { applyServerKarma } from '@/features/karma';

interface Held {
  userId: string;
  state: LearnState;
  /** True when the state came from this device's copy, not from the server just now. */
  fromDevice: boolean;
}

const held = signal<Held | null>(null);
/** Rises with every state from the server, so a slower, older answer never replaces a newer one. */
const revision = signal(0);

/** The signed-in member's learn state, or null before the first load. */
export const learnHeld = computed(() => held.value);
export const learnRevision = computed(() => revision.value);

export type NextLessonFields = Pick<
  LearnState,
  'nextLessonId' | 'nextLessonReward' | 'nextLessonRewardAtXP' | 'nextLessonCompletionXP'
>;

/** A whole state from the server (or this device's copy of it); XP goes to the karma badge. */
export function applyLearnState(userId: string, state: LearnState, fromDevice = false): void {
  held.value = { userId, state, fromDevice };
  if (!fromDevice) {
    revision.value += 1;
    applyServerKarma({ karmaTotal: state.xp_total, reachedDailyMax: state.xp_reached_daily_max });
  }
}

/** §4 "adding lesson data stores it by id" (a lesson already held is replaced). */
export function addLessonData(lessons: readonly LessonSummary[]): void {
  const current = held.value;
  if (!current) return;
  const lessonData = { ...current.state.lessonData };
  const lessonOrder = [...current.state.lessonOrder];
  for (const lesson of lessons) {
    if (!lessonData[lesson.id]) lessonOrder.push(lesson.id);
    lessonData[lesson.id] = lesson;
  }
  held.value = { ...current, state: { ...current.state, lessonData, lessonOrder } };
}

/** §4 "setting next lesson replaces the next-lesson fields" (and only those). */
export function setNextLesson(next: NextLessonFields): void {
  const current = held.value;
  if (!current) return;
  held.value = {
    ...current,
    state: {
      ...current.state,
      nextLessonId: next.nextLessonId,
      nextLessonReward: next.nextLessonReward,
      nextLessonRewardAtXP: next.nextLessonRewardAtXP,
      nextLessonCompletionXP: next.nextLessonCompletionXP,
    },
  };
}

/** Signed out or another member: nothing of the last one's course stays on screen. */
export function resetLearn(): void {
  held.value = null;
}
