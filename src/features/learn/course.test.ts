import { describe, expect, it } from 'vitest';
import {
  canCompleteLesson,
  isOlderState,
  lessonRowState,
  mayReadLesson,
  progressOf,
  untilLabel,
  upcomingLessonIds,
} from './course';
import { learnState } from './test-support';

describe('the course as the learn state describes it', () => {
  it('marks lessons done, next and locked', () => {
    const state = learnState(4, 1);
    const rows = state.lessonOrder.map((id) => lessonRowState(state, state.lessonData[id]!));
    expect(rows).toEqual(['done', 'next', 'locked', 'locked']);
  });

  it('keeps the next lesson and the one after for offline reading', () => {
    expect(upcomingLessonIds(learnState(4, 1))).toEqual(['lesson-2', 'lesson-3']);
    expect(upcomingLessonIds(learnState(4, 3))).toEqual(['lesson-4']);
    expect(upcomingLessonIds(learnState(4, 4))).toEqual([]);
  });

  it('with no next lesson named, keeps the first two not yet completed', () => {
    const state = learnState(4, 1, { nextLessonId: null, status: 'COME_BACK_TOMORROW' });
    expect(upcomingLessonIds(state)).toEqual(['lesson-2', 'lesson-3']);
  });

  it('offers Complete only for the next lesson and only with no status (§4)', () => {
    expect(canCompleteLesson(learnState(4, 1), 'lesson-2')).toBe(true);
    expect(canCompleteLesson(learnState(4, 1), 'lesson-3')).toBe(false);
    const waiting = learnState(4, 1, { status: 'COME_BACK_TOMORROW' });
    expect(canCompleteLesson(waiting, 'lesson-2')).toBe(false);
  });

  it('lets the member read done lessons and the next two, not further ahead', () => {
    const state = learnState(5, 1);
    expect(
      ['lesson-1', 'lesson-2', 'lesson-3', 'lesson-4'].map((id) => mayReadLesson(state, id)),
    ).toEqual([true, true, true, false]);
  });

  it('counts progress from the state', () => {
    expect(progressOf(learnState(5, 2))).toEqual({ total: 5, completed: 2, xp: 20, cents: 500 });
  });
});

describe('an older answer never replaces a newer state', () => {
  it('fewer completed lessons is older (completions are never undone)', () => {
    expect(isOlderState(learnState(3, 0), learnState(3, 1))).toBe(true);
    expect(isOlderState(learnState(3, 1), learnState(3, 1))).toBe(false);
    expect(isOlderState(learnState(3, 2), learnState(3, 1))).toBe(false);
  });
});

describe("'until' times in Eastern time (§4)", () => {
  it("prefers the server's label", () => {
    expect(untilLabel('2026-11-24T05:00:00.000Z', 'Tuesday 12:00 AM ET')).toBe(
      'Tuesday 12:00 AM ET',
    );
  });

  it('formats midnight New York from the UTC instant (EST is UTC−5 in November)', () => {
    expect(untilLabel('2026-11-24T05:00:00.000Z', null)).toBe('Tuesday 12:00 AM EST');
  });

  it('in summer time (EDT, UTC−4)', () => {
    expect(untilLabel('2026-07-01T04:00:00.000Z', null)).toBe('Wednesday 12:00 AM EDT');
  });

  it('shows nothing without a time or with a broken one', () => {
    expect(untilLabel(null, null)).toBeNull();
    expect(untilLabel('not a time', null)).toBeNull();
  });
});
