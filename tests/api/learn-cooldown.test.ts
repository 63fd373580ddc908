// The one-day lesson cooldown across New York's daylight-saving changes (spec §4 "Lesson cooldown
// is one day. 'Until' times show in Eastern time"): it ends at the next midnight in New York,
// which is 05:00 UTC in winter and 04:00 UTC in summer, and a day of 23 or 25 hours is still one
// day. Unit checks of the arithmetic, then the API across the spring change with a frozen clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@server/config';
import { cooldownEnd, easternLabel, hoursUntil } from '@server/services/learn/cooldown';
import type { FundingContext } from './funding-fixtures';
import { completed, createLearnContext, member, publishCourse, stateOf } from './learn-fixtures';

const at = (iso: string) => new Date(iso);

describe('the cooldown end (unit)', () => {
  it.each([
    // [completed at (UTC), ends at (UTC), label]
    ['2026-11-23T15:00:00Z', '2026-11-24T05:00:00.000Z', 'Tue, Nov 24, 12:00 AM ET'], // EST
    ['2026-11-24T04:59:59Z', '2026-11-24T05:00:00.000Z', 'Tue, Nov 24, 12:00 AM ET'], // 23:59:59 EST
    ['2026-11-24T05:00:00Z', '2026-11-25T05:00:00.000Z', 'Wed, Nov 25, 12:00 AM ET'], // 00:00 EST
    ['2026-07-01T03:59:00Z', '2026-07-01T04:00:00.000Z', 'Wed, Jul 1, 12:00 AM ET'], // 23:59 EDT
    // Spring: Sunday 8 March 2026 has 23 hours (02:00 EST → 03:00 EDT).
    ['2026-03-07T17:00:00Z', '2026-03-08T05:00:00.000Z', 'Sun, Mar 8, 12:00 AM ET'], // Sat noon EST
    ['2026-03-08T05:30:00Z', '2026-03-09T04:00:00.000Z', 'Mon, Mar 9, 12:00 AM ET'], // Sun 00:30 EST
    // Autumn: Sunday 1 November 2026 has 25 hours (02:00 EDT → 01:00 EST).
    ['2026-10-31T16:00:00Z', '2026-11-01T04:00:00.000Z', 'Sun, Nov 1, 12:00 AM ET'], // Sat noon EDT
    ['2026-11-01T04:30:00Z', '2026-11-02T05:00:00.000Z', 'Mon, Nov 2, 12:00 AM ET'], // Sun 00:30 EDT
  ])('completed %s → opens %s (%s)', (completedAt, end, label) => {
    const until = cooldownEnd(at(completedAt));
    expect(until.toISOString()).toBe(end);
    expect(easternLabel(until)).toBe(label);
  });

  it('counts whole hours, rounded up, across a 23-hour and a 25-hour day', () => {
    // Sunday 8 March 00:30 EST → Monday 00:00 EDT is 22.5 hours on the clock's 23-hour day.
    expect(hoursUntil(at('2026-03-09T04:00:00Z'), at('2026-03-08T05:30:00Z'))).toBe(23);
    // Sunday 1 November 00:30 EDT → Monday 00:00 EST is 24.5 hours on the 25-hour day.
    expect(hoursUntil(at('2026-11-02T05:00:00Z'), at('2026-11-01T04:30:00Z'))).toBe(25);
    expect(hoursUntil(at('2026-11-24T05:00:00Z'), at('2026-11-24T04:59:59Z'))).toBe(1);
    expect(hoursUntil(at('2026-11-24T05:00:00Z'), at('2026-11-24T05:00:01Z'))).toBe(0);
  });
});

describe('the cooldown across the spring change (API)', () => {
  let ctx: FundingContext;
  beforeAll(async () => {
    ctx = await createLearnContext({ learnFreeLessons: 10 });
    await publishCourse(ctx, 3);
  });
  afterAll(async () => ctx.close());

  it('opens at Monday 00:00 EDT after a Sunday completion, not 24 hours later', async () => {
    const { agent } = await member(ctx);
    ctx.clock.at = at('2026-03-08T05:30:00Z'); // Sunday 00:30 EST
    const done = await completed(agent, 'l1');
    expect(done.state).toMatchObject({ status: 'COME_BACK_TOMORROW', hoursUntilNextLesson: 23 });
    expect(done.state.messagingStates.COME_BACK_TOMORROW).toMatchObject({
      until: '2026-03-09T04:00:00.000Z',
      until_label: 'Mon, Mar 9, 12:00 AM ET',
    });
    ctx.clock.at = at('2026-03-09T03:59:59Z'); // Sunday 23:59:59 EDT
    expect((await stateOf(agent)).status).toBe('COME_BACK_TOMORROW');
    ctx.clock.at = at('2026-03-09T04:00:00Z'); // Monday 00:00 EDT (05:30 + 22.5 h)
    expect(await stateOf(agent)).toMatchObject({ status: null, nextLessonId: 'l2' });
  });

  it('opens at Monday 00:00 EST after a Sunday completion on the 25-hour day', async () => {
    const { agent } = await member(ctx);
    ctx.clock.at = at('2026-11-01T04:30:00Z'); // Sunday 00:30 EDT
    const done = await completed(agent, 'l1');
    expect(done.state).toMatchObject({ status: 'COME_BACK_TOMORROW', hoursUntilNextLesson: 25 });
    ctx.clock.at = at('2026-11-02T04:59:59Z'); // Sunday 23:59:59 EST, 24.5 hours on
    expect((await stateOf(agent)).status).toBe('COME_BACK_TOMORROW');
    ctx.clock.at = at('2026-11-02T05:00:00Z');
    expect((await stateOf(agent)).status).toBeNull();
  });
});

describe('LEARN_FREE_LESSONS', () => {
  it('defaults to 3 and refuses anything but a whole number', () => {
    expect(readConfig({}).learnFreeLessons).toBe(3);
    expect(readConfig({ LEARN_FREE_LESSONS: '5' }).learnFreeLessons).toBe(5);
    expect(readConfig({ LEARN_FREE_LESSONS: '0' }).learnFreeLessons).toBe(0);
    for (const bad of ['-1', '2.5', 'three']) {
      expect(() => readConfig({ LEARN_FREE_LESSONS: bad })).toThrow(/LEARN_FREE_LESSONS/);
    }
  });
});
