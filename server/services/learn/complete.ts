// Completing a lesson (POST /api/v1/learn/lessons/{id}/complete): awards
// the lesson's XP (within the karma daily maximum, spec §1) and its cash reward (through the
// ledger, DESIGN.md "Money"), once per member and lesson however often it is sent: a lesson
// completed offline is re-sent until the server answers, and the server decides the award.
//
// The lesson_completions primary key (user, lesson) is what makes it once: a repeat finds the row
// and answers `awarded: false`; two concurrent requests both try the insert and ON CONFLICT DO
// NOTHING lets exactly one through. Everything the winner writes (the row, the karma award, the
// ledger transaction) commits together or not at all. The ledger transaction carries an
// idempotency key per member and lesson too, so even a bug here could not pay a lesson twice.
import { and, eq } from 'drizzle-orm';
import type { LessonDocument } from '@/contract/content';
import { LEARN_STATUS_TITLE, type LessonCompleted } from '@/contract/learn';
import type { Tx } from '../../db/client';
import { karmaAwards, karmaTotals, lessonCompletions } from '../../db/schema';
import { notFound, conflict } from '../../errors';
import { awardKarma } from '../community/karma';
import { postTransaction } from '../ledger';
import { raiseNotification } from '../notifications/raise';
import { HOUSE_REWARDS, rewardsAccount } from '../rewards/ledger-accounts';
import { cooldownEnd } from './cooldown';
import type { LearnDeps } from './deps';
import { gatesOf } from './gates';
import { publishedLessons } from './lessons';
import { completionsOf, decideStatus, learnState, type StatusDecision } from './state';

const LESSON_REWARD_KIND = 'lesson_reward';
const lessonKarmaReference = (slug: string) => `lesson_completed:${slug}`;

const unknownLesson = (slug: string) => notFound(`There is no published lesson ${slug}.`, 'id');

export async function completeLesson(
  deps: LearnDeps,
  userId: string,
  slug: string,
  finishedAt: Date | null,
): Promise<LessonCompleted> {
  const now = deps.now();
  const awarded = await deps.db.transaction(async (tx) => {
    // One completion at a time per member: the karma totals row is the member's lock (awardKarma
    // takes it too), so the status below cannot change under us before we insert.
    await tx.insert(karmaTotals).values({ userId }).onConflictDoNothing();
    await tx.select().from(karmaTotals).where(eq(karmaTotals.userId, userId)).for('update');

    const completions = await completionsOf(tx, userId);
    // Already completed (an offline completion sent again): 200, nothing awarded. Checked before
    // the status, which after a completion is usually COME_BACK_TOMORROW, and before the lesson
    // lookup, so a queued completion of a lesson unpublished since still gets a final answer.
    if (completions.some((c) => c.lessonSlug === slug)) return null;
    const lessons = await publishedLessons(tx);
    const lesson = lessons.find((l) => l.slug === slug);
    if (!lesson) throw unknownLesson(slug);

    const gates = await gatesOf(tx, userId);
    const decision = decideStatus(lessons, completions, gates, deps.freeLessons, now);
    if (decision.status !== null) {
      throw conflict(`This lesson is not open: ${LEARN_STATUS_TITLE[decision.status]}`, 'status');
    }
    if (decision.next?.slug !== slug) {
      throw conflict(
        `Lessons are taken in order: the next one is ${decision.next?.slug ?? 'none'}.`,
        'id',
      );
    }
    const paid = await award(tx, deps, userId, lesson, finishedAt, now);
    if (paid) {
      const done = await completionsOf(tx, userId);
      const then = decideStatus(lessons, done, gates, deps.freeLessons, cooldownEnd(now));
      await tellNextLesson(tx, userId, then);
    }
    return paid;
  });
  return {
    awarded: awarded !== null,
    xp_awarded: awarded?.xp ?? 0,
    reward_cents: awarded?.cents ?? 0,
    state: await learnState(deps, userId),
  };
}

/**
 * "Your next lesson is ready", raised with the completion for the instant the cooldown ends
 * (spec §4: one day; the centre lists it, and the delivery job sends it, from then). Only when
 * the next lesson will open then: not after the last one, nor when the live account or a deposit
 * stands in the way (the learn screen says so instead).
 */
async function tellNextLesson(tx: Tx, userId: string, then: StatusDecision) {
  if (then.status !== null || !then.next || !then.cooldownUntil) return;
  await raiseNotification(tx, {
    userId,
    kind: 'lessons_available',
    title: 'Your next lesson is ready',
    body: `“${then.next.title}” is open: learn it and earn XP.`,
    path: '/app/learn-and-earn',
    at: then.cooldownUntil,
  });
}

async function award(
  tx: Tx,
  deps: LearnDeps,
  userId: string,
  lesson: LessonDocument,
  finishedAt: Date | null,
  now: Date,
): Promise<{ xp: number; cents: number } | null> {
  const [inserted] = await tx
    .insert(lessonCompletions)
    .values({ userId, lessonSlug: lesson.slug, completedAt: now, finishedAt })
    .onConflictDoNothing()
    .returning({ slug: lessonCompletions.lessonSlug });
  if (!inserted) return null;

  const reference = lessonKarmaReference(lesson.slug);
  let xp = 0;
  if (lesson.completion_xp > 0) {
    await awardKarma(
      tx,
      { userId, reference, points: lesson.completion_xp },
      now,
      deps.karmaDailyMax,
    );
    const [row] = await tx
      .select({ points: karmaAwards.points })
      .from(karmaAwards)
      .where(and(eq(karmaAwards.userId, userId), eq(karmaAwards.reference, reference)));
    xp = row?.points ?? 0;
  }

  let ledgerTransactionId: string | null = null;
  if (lesson.reward_cents > 0) {
    ledgerTransactionId = await postTransaction(tx, {
      kind: LESSON_REWARD_KIND,
      memo: `Lesson reward: ${lesson.title}`,
      idempotencyKey: `${userId}:${lesson.slug}`,
      entries: [
        { ledgerAccount: HOUSE_REWARDS, amountCents: -lesson.reward_cents },
        { ledgerAccount: rewardsAccount(userId), amountCents: lesson.reward_cents },
      ],
      at: now,
    });
  }
  await tx
    .update(lessonCompletions)
    .set({ xpAwarded: xp, rewardCents: lesson.reward_cents, ledgerTransactionId })
    .where(
      and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.lessonSlug, lesson.slug)),
    );
  return { xp, cents: lesson.reward_cents };
}
