// Completing a lesson: the XP (within the karma daily maximum, spec §1) and the cash reward
// (through the ledger) are awarded once per member and lesson, however often and however
// concurrently the completion is sent, and bad input writes nothing.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LessonCompleted } from '@/contract/learn';
import { karmaAwards, lessonCompletions, ledgerTransactions, users } from '@server/db/schema';
import { createNotificationDelivery } from '@server/jobs/notification-delivery';
import { awardKarma } from '@server/services/community/karma';
import { balances } from '@server/services/ledger';
import { HOUSE_REWARDS, rewardsAccount } from '@server/services/rewards/ledger-accounts';
import { mailsTo } from '../support/sandbox-mail';
import { databaseKind } from '../support/test-app';
import { type FundingContext, unbalancedTransactions } from './funding-fixtures';
import {
  complete,
  completed,
  createLearnContext,
  HOUR,
  lesson,
  member,
  publish,
  publishCourse,
  stateOf,
} from './learn-fixtures';

let ctx: FundingContext;
async function setUp() {
  ctx = await createLearnContext({ karmaDailyMax: 50, learnFreeLessons: 10 });
  await publishCourse(ctx, 3);
}

const nextDay = () => {
  ctx.clock.at = new Date(ctx.clock.at.getTime() + 24 * HOUR);
};

async function rewardMoney(userId: string) {
  const totals = await balances(ctx.db, [rewardsAccount(userId), HOUSE_REWARDS]);
  return { member: totals.get(rewardsAccount(userId)), house: totals.get(HOUSE_REWARDS) };
}

async function written(userId: string) {
  const count = async (table: typeof lessonCompletions | typeof karmaAwards) =>
    (await ctx.db.select().from(table).where(eq(table.userId, userId))).length;
  const [ledger] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'lesson_reward'));
  return {
    completions: await count(lessonCompletions),
    karma: await count(karmaAwards),
    ledger: Number(ledger!.n),
  };
}

describe('completing a lesson', () => {
  beforeEach(setUp);
  afterEach(async () => ctx.close());

  it('awards the XP and credits the cash reward through the ledger', async () => {
    const { agent, userId } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    const done = await completed(agent, 'l2');
    expect(done).toMatchObject({ awarded: true, xp_awarded: 10, reward_cents: 125 });
    expect(done.state).toMatchObject({ xp_total: 20, earned_xp: 20, earned_cents: 125 });
    expect(done.state.lessonData.l2).toMatchObject({
      completed: true,
      xp_awarded: 10,
      reward_awarded_cents: 125,
    });
    expect(await rewardMoney(userId)).toEqual({ member: 125, house: -125 });
    const [row] = await ctx.db
      .select()
      .from(lessonCompletions)
      .where(eq(lessonCompletions.lessonSlug, 'l2'));
    expect(row!.ledgerTransactionId).toEqual(expect.any(String));
    expect(await unbalancedTransactions(ctx)).toBe(0);
    // The karma award names the lesson (one per member and lesson).
    const awards = await ctx.db.select().from(karmaAwards).where(eq(karmaAwards.userId, userId));
    expect(awards.map((a) => a.reference).sort()).toEqual([
      'lesson_completed:l1',
      'lesson_completed:l2',
    ]);
  });

  it('answers a repeat with awarded: false and awards nothing again, even once the next lesson is open', async () => {
    const { agent, userId } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    await completed(agent, 'l2');
    const again = await completed(agent, 'l2'); // a new Idempotency-Key: still nothing twice
    expect(again).toMatchObject({ awarded: false, xp_awarded: 0, reward_cents: 0 });
    expect(again.state).toMatchObject({ xp_total: 20, earned_cents: 125 });
    nextDay();
    // The offline queue re-sends l2 the next day, when l3 is open: still not awarded.
    const late = await complete(agent, 'l2', { finished_at: '2026-11-24T15:01:00Z' });
    expect(late.status).toBe(200);
    expect((late.body as unknown as LessonCompleted).awarded).toBe(false);
    expect(await rewardMoney(userId)).toEqual({ member: 125, house: -125 });
    expect(await written(userId)).toEqual({ completions: 2, karma: 2, ledger: 1 });
  });

  it('answers a repeat of a lesson unpublished since with awarded: false, not 404', async () => {
    const { agent } = await member(ctx);
    await completed(agent, 'l1');
    await publish(ctx, lesson('l1', 1, { published: false }));
    expect(await completed(agent, 'l1')).toMatchObject({ awarded: false });
  });

  it('keeps the device time of a completion finished offline', async () => {
    const { agent } = await member(ctx);
    const finishedAt = new Date(ctx.clock.at.getTime() - 3 * HOUR).toISOString();
    expect((await complete(agent, 'l1', { finished_at: finishedAt })).status).toBe(200);
    const [row] = await ctx.db.select().from(lessonCompletions);
    expect(row!.finishedAt?.toISOString()).toBe(finishedAt);
    expect(row!.completedAt.toISOString()).toBe(ctx.clock.at.toISOString());
    // A clock a little fast is fine.
    nextDay();
    const ahead = new Date(ctx.clock.at.getTime() + 4 * 60_000).toISOString();
    expect((await complete(agent, 'l2', { finished_at: ahead })).status).toBe(200);
  });

  it('caps the XP at the daily maximum and says the maximum is reached', async () => {
    const { agent, userId } = await member(ctx);
    // 45 of the 50 XP a day already earned in the community today.
    await awardKarma(
      ctx.db,
      { userId, reference: 'thought_posted:1', points: 45 },
      ctx.clock.at,
      50,
    );
    const done = await completed(agent, 'l1');
    expect(done).toMatchObject({ awarded: true, xp_awarded: 5 });
    expect(done.state).toMatchObject({ xp_total: 50, xp_reached_daily_max: true, earned_xp: 5 });
    expect(done.state.lessonData.l1).toMatchObject({ xp_awarded: 5 });
    nextDay();
    const next = await completed(agent, 'l2');
    expect(next).toMatchObject({ xp_awarded: 10, reward_cents: 125 }); // a new day, a new maximum
    expect(next.state.xp_reached_daily_max).toBe(false);
  });

  it('a member at the daily maximum still gets the cash reward', async () => {
    const { agent, userId } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    await awardKarma(ctx.db, { userId, reference: 'idea_posted:9', points: 50 }, ctx.clock.at, 50);
    const done = await completed(agent, 'l2');
    expect(done).toMatchObject({ awarded: true, xp_awarded: 0, reward_cents: 125 });
    expect(await rewardMoney(userId)).toEqual({ member: 125, house: -125 });
  });

  it('awards once when the same completion is sent many times at once', async () => {
    const { agent, userId } = await member(ctx);
    await completed(agent, 'l1');
    nextDay();
    const sends = await Promise.all(Array.from({ length: 6 }, () => complete(agent, 'l2')));
    expect(sends.map((s) => s.status)).toEqual(Array(6).fill(200));
    const awarded = sends.filter((s) => (s.body as unknown as LessonCompleted).awarded);
    expect(awarded).toHaveLength(1);
    expect(await rewardMoney(userId)).toEqual({ member: 125, house: -125 });
    expect(await written(userId)).toEqual({ completions: 2, karma: 2, ledger: 1 });
    expect(await unbalancedTransactions(ctx)).toBe(0);
    expect((await stateOf(agent)).xp_total).toBe(20);
  });

  it.runIf(databaseKind() === 'postgres')(
    'on PostgreSQL, concurrent completions by two members each award once and the ledger balances',
    async () => {
      const a = await member(ctx);
      const b = await member(ctx);
      for (const who of [a, b]) await completed(who.agent, 'l1');
      nextDay();
      const sends = await Promise.all(
        [a, b, a, b, a, b, a, b].map((who) => complete(who.agent, 'l2')),
      );
      expect(sends.every((s) => s.status === 200)).toBe(true);
      expect(sends.filter((s) => (s.body as unknown as LessonCompleted).awarded)).toHaveLength(2);
      expect(await rewardMoney(a.userId)).toEqual({ member: 125, house: -250 });
      expect((await rewardMoney(b.userId)).member).toBe(125);
      expect(await unbalancedTransactions(ctx)).toBe(0);
    },
  );

  it('tells the member their next lesson is ready when the cooldown ends, by the learn switches', async () => {
    const { agent, userId } = await member(ctx);
    const [row] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    const email = row!.email;
    const told = async () =>
      (
        (await agent.get('/api/v1/notifications')).body as {
          notifications: Array<{ kind: string; title: string; body: string; path: string }>;
        }
      ).notifications;
    const deliver = () =>
      createNotificationDelivery(
        { ...ctx.deps, publicUrl: 'https://app.stockroom.test', now: () => ctx.clock.at },
        (error) => {
          throw error;
        },
      ).runOnce();

    await completed(agent, 'l1');
    // Raised with the completion for tomorrow: neither listed nor sent before then.
    expect(await told()).toEqual([]);
    expect((await deliver()).sent).toBe(0);
    nextDay();
    expect(await told()).toEqual([
      expect.objectContaining({
        kind: 'lessons_available',
        title: 'Your next lesson is ready',
        body: '“Lesson 2” is open: learn it and earn XP.',
        path: '/app/learn-and-earn',
      }),
    ]);
    await deliver();
    const lessonMails = async () =>
      (await mailsTo(ctx.db, email)).filter((mail) => mail.subject === 'Your next lesson is ready');
    expect(await lessonMails()).toHaveLength(1);

    // Its mail switch off: listed, not mailed. After the last lesson: nothing to tell.
    await agent.put('/api/v1/account/preferences', { notify_learn: false });
    await completed(agent, 'l2');
    nextDay();
    await deliver();
    await completed(agent, 'l3');
    nextDay();
    await deliver();
    expect((await told()).map((notice) => notice.body)).toEqual([
      '“Lesson 3” is open: learn it and earn XP.',
      '“Lesson 2” is open: learn it and earn XP.',
    ]);
    expect(await lessonMails()).toHaveLength(1);
  });
});

// Each case is a new member on one app: nothing is written, so they cannot disturb each other.
describe('completing a lesson: bad input writes nothing', () => {
  beforeAll(setUp);
  afterAll(async () => ctx.close());

  it.each([
    {
      name: 'no Idempotency-Key',
      input: { slug: 'l1', body: {}, key: null },
      status: 400,
      field: 'Idempotency-Key',
    },
    {
      name: 'a malformed finished_at',
      input: { slug: 'l1', body: { finished_at: 'yesterday' }, key: randomUUID() },
      status: 400,
      field: 'finished_at',
    },
    {
      name: 'a finished_at without a zone',
      input: { slug: 'l1', body: { finished_at: '2026-11-23T09:00:00' }, key: randomUUID() },
      status: 400,
      field: 'finished_at',
    },
    {
      name: 'a finished_at an hour ahead',
      input: { slug: 'l1', body: { finished_at: '2026-11-23T16:00:00Z' }, key: randomUUID() },
      status: 400,
      field: 'finished_at',
    },
    {
      name: 'an unknown field',
      input: { slug: 'l1', body: { xp: 100 }, key: randomUUID() },
      status: 400,
      field: 'xp',
    },
    {
      name: 'an unknown lesson',
      input: { slug: 'no-such-lesson', body: {}, key: randomUUID() },
      status: 404,
      field: 'id',
    },
    {
      name: 'a malformed lesson id',
      input: { slug: 'Not_A_Slug', body: {}, key: randomUUID() },
      status: 400,
      field: 'id',
    },
    {
      name: 'a lesson out of order',
      input: { slug: 'l2', body: {}, key: randomUUID() },
      status: 409,
      field: 'id',
    },
  ])('$name → $status naming $field', async ({ input, status, field }) => {
    const { agent, userId } = await member(ctx);
    const response = await complete(agent, input.slug, input.body, input.key);
    expect(response.status).toBe(status);
    expect(response.body.field).toBe(field);
    expect(response.body.error).toEqual(expect.any(String));
    expect(await written(userId)).toEqual({ completions: 0, karma: 0, ledger: 0 });
  });

  it('an unpublished lesson is unknown', async () => {
    await publish(ctx, lesson('l0-draft', 9, { published: false }));
    const { agent, userId } = await member(ctx);
    const response = await complete(agent, 'l0-draft');
    expect(response).toMatchObject({ status: 404, body: { field: 'id' } });
    expect(await written(userId)).toEqual({ completions: 0, karma: 0, ledger: 0 });
  });

  it('refuses a request without the CSRF token', async () => {
    const { agent, userId } = await member(ctx);
    const response = await agent.post(
      '/api/v1/learn/lessons/l1/complete',
      {},
      {
        csrf: false,
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(response.status).toBe(403);
    expect(await written(userId)).toEqual({ completions: 0, karma: 0, ledger: 0 });
  });
});
