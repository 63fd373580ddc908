// The learn state of spec §3 for one member (GET /api/v1/learn), with the status of spec §4
// decided here, on the server, in the spec's order: no lessons left, then the one-day cooldown,
// then the live account, then the deposit.
import { eq } from 'drizzle-orm';
import type { LessonDocument } from '@/contract/content';
import type { LearnState, LearnStatus, LessonSummary } from '@/contract/learn';
import type { Db } from '../../db/client';
import { lessonCompletions } from '../../db/schema';
import { karmaOf } from '../community/karma';
import { cooldownEnd, hoursUntil } from './cooldown';
import type { LearnDeps } from './deps';
import { type Gates, gatesOf } from './gates';
import { publishedLessons } from './lessons';
import { messagingFor } from './messaging';
import { lessonPartners } from './partner-links';

export type Completion = typeof lessonCompletions.$inferSelect;

export async function completionsOf(db: Db, userId: string): Promise<Completion[]> {
  return db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId));
}

export interface StatusDecision {
  status: LearnStatus | null;
  next: LessonDocument | null;
  /** When the cooldown after the latest completion ends (null before any completion). */
  cooldownUntil: Date | null;
}

/**
 * Spec §4's order. The free-lesson count compares with every completion the member has, including
 * a lesson unpublished since: a lesson taken stays taken.
 */
export function decideStatus(
  lessons: LessonDocument[],
  completions: Completion[],
  gates: Gates,
  freeLessons: number,
  now: Date,
): StatusDecision {
  const done = new Set(completions.map((c) => c.lessonSlug));
  const next = lessons.find((lesson) => !done.has(lesson.slug)) ?? null;
  const latest = completions.reduce<Date | null>(
    (at, c) => (at === null || c.completedAt > at ? c.completedAt : at),
    null,
  );
  const cooldownUntil = latest ? cooldownEnd(latest) : null;
  const decide = (): LearnStatus | null => {
    if (!next) return 'NO_MORE_LESSONS';
    if (cooldownUntil && now < cooldownUntil) return 'COME_BACK_TOMORROW';
    if (completions.length >= freeLessons) {
      if (!gates.approvedLiveAccount) return 'LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED';
      if (!gates.settledDeposit) return 'DEPOSIT_REQUIRED';
    }
    return null;
  };
  return { status: decide(), next, cooldownUntil };
}

function summaryOf(
  lesson: LessonDocument,
  completion: Completion | undefined,
  deps: LearnDeps,
  userId: string,
): LessonSummary {
  return {
    id: lesson.slug,
    position: lesson.position,
    title: lesson.title,
    type: lesson.type,
    component: lesson.component,
    completion_xp: lesson.completion_xp,
    reward_cents: lesson.reward_cents,
    preview: lesson.preview,
    completed: Boolean(completion),
    completed_at: completion ? completion.completedAt.toISOString() : null,
    xp_awarded: completion ? completion.xpAwarded : null,
    reward_awarded_cents: completion ? completion.rewardCents : null,
    partners: lessonPartners(lesson, deps.trackingKey, userId),
  };
}

export async function learnState(deps: LearnDeps, userId: string): Promise<LearnState> {
  const now = deps.now();
  const [lessons, completions, gates, karma] = await Promise.all([
    publishedLessons(deps.db),
    completionsOf(deps.db, userId),
    gatesOf(deps.db, userId),
    karmaOf(deps.db, userId, now, deps.karmaDailyMax),
  ]);
  const { status, next, cooldownUntil } = decideStatus(
    lessons,
    completions,
    gates,
    deps.freeLessons,
    now,
  );
  const bySlug = new Map(completions.map((c) => [c.lessonSlug, c]));
  const lessonData: Record<string, LessonSummary> = {};
  for (const lesson of lessons) {
    lessonData[lesson.slug] = summaryOf(lesson, bySlug.get(lesson.slug), deps, userId);
  }
  const until = status === 'COME_BACK_TOMORROW' ? cooldownUntil : null;
  return {
    lessonData,
    lessonOrder: lessons.map((lesson) => lesson.slug),
    nextLessonId: next?.slug ?? null,
    nextLessonReward: next?.reward_cents ?? 0,
    nextLessonRewardAtXP: karma.karmaTotal + (next?.completion_xp ?? 0),
    nextLessonCompletionXP: next?.completion_xp ?? 0,
    completedLessonCount: lessons.filter((lesson) => bySlug.has(lesson.slug)).length,
    hoursUntilNextLesson: until ? hoursUntil(until, now) : 0,
    messagingStates: messagingFor({ status, freeLessons: deps.freeLessons, gates, until }),
    status,
    free_lessons: deps.freeLessons,
    xp_total: karma.karmaTotal,
    xp_reached_daily_max: karma.reachedDailyMax,
    earned_xp: completions.reduce((sum, c) => sum + c.xpAwarded, 0),
    earned_cents: completions.reduce((sum, c) => sum + c.rewardCents, 0),
  };
}
