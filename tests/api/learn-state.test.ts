// The learn state (spec §3) and its statuses in spec §4's order, each reached the way a member
// reaches it: a fresh member can start; a completion starts the cooldown until the next New York
// midnight; past the free lessons a live account and then a settled first deposit are required;
// when every published lesson is done there are no more lessons.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEARN_STATUS_TITLE } from '@/contract/learn';
import { accounts } from '@server/db/schema';
import { type FundingContext, liveUser } from './funding-fixtures';
import {
  approvedMember,
  complete,
  completed,
  createLearnContext,
  HOUR,
  lesson,
  member,
  MONDAY_10AM_ET,
  pendingDeposit,
  publish,
  publishCourse,
  settledDeposit,
  stateOf,
} from './learn-fixtures';

let ctx: FundingContext;
afterEach(async () => ctx.close());

/** Moves the frozen clock one day on (10:00 New York the next day). */
const nextDay = () => {
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 24 * HOUR);
};

describe('learn state: signed out', () => {
  beforeEach(async () => {
    ctx = await createLearnContext();
  });

  it('answers 401 to a visitor without a session', async () => {
    const agent = ctx.agent();
    expect((await agent.get('/api/v1/learn')).status).toBe(401);
    expect((await complete(agent, 'l1')).status).toBe(401);
  });
});

describe('learn state: the cooldown', () => {
  beforeEach(async () => {
    ctx = await createLearnContext();
    await publishCourse(ctx, 4);
  });

  it('gives a fresh member the first lesson with no status', async () => {
    const { agent } = await member(ctx);
    const state = await stateOf(agent);
    expect(state).toMatchObject({
      status: null,
      messagingStates: {},
      nextLessonId: 'l1',
      lessonOrder: ['l1', 'l2', 'l3', 'l4'],
      nextLessonCompletionXP: 10,
      nextLessonRewardAtXP: 10,
      nextLessonReward: 0,
      completedLessonCount: 0,
      hoursUntilNextLesson: 0,
      free_lessons: 3,
      xp_total: 0,
      earned_xp: 0,
      earned_cents: 0,
    });
    expect(state.lessonData.l2).toMatchObject({
      id: 'l2',
      position: 2,
      reward_cents: 125,
      completed: false,
      completed_at: null,
      xp_awarded: null,
      partners: [],
    });
  });

  it('waits until the next midnight in New York after a completion, then opens the next lesson', async () => {
    const { agent } = await member(ctx);
    const done = await completed(agent, 'l1');
    expect(done).toMatchObject({ awarded: true, xp_awarded: 10, reward_cents: 0 });
    // Monday 10:00 EST → Tuesday 00:00 EST (05:00 UTC): 14 hours.
    expect(done.state).toMatchObject({
      status: 'COME_BACK_TOMORROW',
      nextLessonId: 'l2',
      nextLessonReward: 125,
      nextLessonRewardAtXP: 20,
      completedLessonCount: 1,
      hoursUntilNextLesson: 14,
      xp_total: 10,
      earned_xp: 10,
    });
    expect(done.state.messagingStates).toEqual({
      COME_BACK_TOMORROW: {
        title: LEARN_STATUS_TITLE.COME_BACK_TOMORROW,
        body: expect.stringContaining('Tue, Nov 24, 12:00 AM ET'),
        action: null,
        until: '2026-11-24T05:00:00.000Z',
        until_label: 'Tue, Nov 24, 12:00 AM ET',
      },
    });
    expect(done.state.lessonData.l1).toMatchObject({ completed: true, xp_awarded: 10 });
    expect(done.state.lessonData.l1!.completed_at).toBe(MONDAY_10AM_ET.toISOString());

    // A second lesson the same day is refused, naming the status.
    const refused = await complete(agent, 'l2');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(LEARN_STATUS_TITLE.COME_BACK_TOMORROW);

    ctx.clock.at = new Date('2026-11-24T04:59:59Z'); // 23:59:59 Monday, New York
    expect(await stateOf(agent)).toMatchObject({
      status: 'COME_BACK_TOMORROW',
      hoursUntilNextLesson: 1,
    });
    ctx.clock.at = new Date('2026-11-24T05:00:00Z'); // 00:00 Tuesday, New York
    const open = await stateOf(agent);
    expect(open).toMatchObject({ status: null, nextLessonId: 'l2', hoursUntilNextLesson: 0 });
    expect(open.messagingStates).toEqual({});
    expect((await completed(agent, 'l2')).awarded).toBe(true);
  });

  it('counts the day in New York, not UTC: 23:30 Eastern reopens at 00:00, half an hour later', async () => {
    ctx.clock.at = new Date('2026-11-24T04:30:00Z'); // Monday 23:30 EST, already Tuesday in UTC
    const { agent } = await member(ctx);
    const done = await completed(agent, 'l1');
    expect(done.state).toMatchObject({ status: 'COME_BACK_TOMORROW', hoursUntilNextLesson: 1 });
    expect(done.state.messagingStates.COME_BACK_TOMORROW!.until).toBe('2026-11-24T05:00:00.000Z');
    ctx.clock.at = new Date('2026-11-24T05:00:00Z');
    expect((await stateOf(agent)).status).toBeNull();
  });
});

describe('learn state: the live account and the first deposit', () => {
  beforeEach(async () => {
    ctx = await createLearnContext({ learnFreeLessons: 2 });
    await publishCourse(ctx, 4);
  });

  it('asks for a live account after the free lessons, then a settled deposit', async () => {
    const { agent } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    expect((await stateOf(agent)).status).toBeNull(); // one of two free lessons taken
    await completed(agent, 'l2');
    nextDay();
    const gated = await stateOf(agent);
    expect(gated).toMatchObject({
      status: 'LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED',
      nextLessonId: 'l3',
      free_lessons: 2,
      completedLessonCount: 2,
      earned_cents: 125,
    });
    expect(gated.messagingStates).toEqual({
      LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED: {
        title: LEARN_STATUS_TITLE.LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED,
        body: expect.stringContaining('2 free lessons'),
        action: { label: 'Open a live account', path: '/app/finish-account-setup' },
        until: null,
        until_label: null,
      },
    });
    const refused = await complete(agent, 'l3');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(LEARN_STATUS_TITLE.LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED);
  });

  it('a live account chosen but not approved is not enough', async () => {
    const { agent } = await approvedMemberPastFreeLessons(false);
    expect((await stateOf(agent)).status).toBe('LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED');
  });

  it('with an approved live account: DEPOSIT_REQUIRED until a deposit settles, then open', async () => {
    const { agent } = await approvedMemberPastFreeLessons(true);
    const state = await stateOf(agent);
    expect(state.status).toBe('DEPOSIT_REQUIRED');
    expect(state.messagingStates).toEqual({
      DEPOSIT_REQUIRED: {
        title: LEARN_STATUS_TITLE.DEPOSIT_REQUIRED,
        body: expect.any(String),
        action: { label: 'Make a deposit', path: '/app/funding/deposit' },
        until: null,
        until_label: null,
      },
    });
    expect((await complete(agent, 'l3')).status).toBe(409);

    await pendingDeposit(agent);
    expect((await stateOf(agent)).status).toBe('DEPOSIT_REQUIRED'); // not settled yet

    const result = await ctx.settlement.runOnce(new Date(ctx.clock.at.getTime() + 60_000));
    expect(result.settled).toBe(1);
    expect(await stateOf(agent)).toMatchObject({ status: null, nextLessonId: 'l3' });
    expect(await completed(agent, 'l3')).toMatchObject({ awarded: true });
  });

  it('a deposit settled before the approval counts once the account is approved', async () => {
    const who = await approvedMemberPastFreeLessons(false);
    await settledDeposit(ctx, who.agent); // funding a live account is allowed before approval
    expect((await stateOf(who.agent)).status).toBe('LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED');
    await ctx.db.update(accounts).set({ status: 'open' }).where(eq(accounts.id, who.accountId));
    expect((await stateOf(who.agent)).status).toBeNull();
  });

  it('checks the cooldown before the live account', async () => {
    const { agent } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    const second = await completed(agent, 'l2');
    expect(second.state.status).toBe('COME_BACK_TOMORROW');
  });

  async function approvedMemberPastFreeLessons(approve: boolean) {
    const who = approve ? await approvedMember(ctx) : await liveUser(ctx);
    await completed(who.agent, 'l1');
    nextDay();
    await completed(who.agent, 'l2');
    nextDay();
    return who;
  }
});

describe('learn state: no more lessons', () => {
  beforeEach(async () => {
    ctx = await createLearnContext({ learnFreeLessons: 10 });
    await publish(
      ctx,
      lesson('first', 1),
      lesson('draft', 2, { published: false }),
      lesson('last', 3, { completion_xp: 20 }),
    );
  });

  it('says so once every published lesson is done, ahead of the cooldown', async () => {
    const { agent } = await member(ctx);
    const first = await stateOf(agent);
    expect(first.lessonOrder).toEqual(['first', 'last']); // the draft is not in the course
    expect((await complete(agent, 'draft')).status).toBe(404);
    await completed(agent, 'first');
    nextDay();
    const done = await completed(agent, 'last');
    expect(done.state).toMatchObject({
      status: 'NO_MORE_LESSONS',
      nextLessonId: null,
      nextLessonReward: 0,
      nextLessonCompletionXP: 0,
      nextLessonRewardAtXP: 30,
      completedLessonCount: 2,
      hoursUntilNextLesson: 0,
    });
    expect(done.state.messagingStates).toEqual({
      NO_MORE_LESSONS: {
        title: 'More lessons coming soon',
        body: expect.any(String),
        action: null,
        until: null,
        until_label: null,
      },
    });

    // An editor publishes the draft: it is the next lesson, after the cooldown.
    await publish(ctx, lesson('draft', 2));
    expect(await stateOf(agent)).toMatchObject({
      status: 'COME_BACK_TOMORROW',
      nextLessonId: 'draft',
    });
    nextDay();
    expect(await stateOf(agent)).toMatchObject({ status: null, nextLessonId: 'draft' });
  });
});
