// The learn client state's transitions (spec §4 "Learn: adding lesson data stores it by id;
// setting next lesson replaces the next-lesson fields").
import { beforeEach, describe, expect, it } from 'vitest';
import { karmaTotal, reachedDailyMax } from '@/features/karma';
import { addLessonData, applyLearnState, learnHeld, resetLearn, setNextLesson } from './state';
import { learnState, lessonSummary } from './test-support';

beforeEach(resetLearn);

describe('learn state transitions (§4)', () => {
  it('a server state is held for its member and its XP goes to the karma state', () => {
    applyLearnState('me', learnState(3, 1, { xp_total: 70, xp_reached_daily_max: true }));
    expect(learnHeld.value?.userId).toBe('me');
    expect(karmaTotal.value).toBe(70);
    expect(reachedDailyMax.value).toBe(true);
  });

  it("this device's copy does not overwrite the XP badge", () => {
    applyLearnState('me', learnState(3, 1, { xp_total: 70 }));
    applyLearnState('me', learnState(3, 0, { xp_total: 0 }), true);
    expect(karmaTotal.value).toBe(70);
    expect(learnHeld.value?.fromDevice).toBe(true);
  });

  it('adding lesson data stores it by id: new ids are appended, known ones replaced', () => {
    applyLearnState('me', learnState(2, 0));
    addLessonData([{ ...lessonSummary(2), title: 'Renamed' }, lessonSummary(3)]);
    const state = learnHeld.value!.state;
    expect(state.lessonOrder).toEqual(['lesson-1', 'lesson-2', 'lesson-3']);
    expect(state.lessonData['lesson-2']?.title).toBe('Renamed');
  });

  it('setting the next lesson replaces the next-lesson fields and nothing else', () => {
    applyLearnState('me', learnState(3, 1));
    const before = learnHeld.value!.state;
    setNextLesson({
      nextLessonId: 'lesson-3',
      nextLessonReward: 250,
      nextLessonRewardAtXP: 40,
      nextLessonCompletionXP: 20,
    });
    const after = learnHeld.value!.state;
    expect(after).toEqual({
      ...before,
      nextLessonId: 'lesson-3',
      nextLessonReward: 250,
      nextLessonRewardAtXP: 40,
      nextLessonCompletionXP: 20,
    });
  });

  it('without a state, the transitions do nothing', () => {
    addLessonData([lessonSummary(1)]);
    setNextLesson({
      nextLessonId: 'x',
      nextLessonReward: 0,
      nextLessonRewardAtXP: 0,
      nextLessonCompletionXP: 0,
    });
    expect(learnHeld.value).toBeNull();
  });
});
