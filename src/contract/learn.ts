// Learn-and-earn (spec §1 partner kinds and button texts, §3 learn state,
// §4 learn-and-earn statuses and cooldown, §7 partner tracking links). The lessons themselves come
// from the content service (GET /cms/api/lessons, src/contract/content.ts); this is the member's
// side: where they are in the course, what the next lesson pays, and what stops them.
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  type Infer,
} from './structs';
import { LESSON_COMPONENTS, LESSON_TYPES, PARTNER_KINDS, type PartnerKind } from './content';

/** Spec §1, verbatim: the call to action on each partner's promotion. */
const PARTNER_BUTTON_TEXT: Record<PartnerKind, string> = {
  ladder: 'SEE MY QUOTE',
  youNeedABudget: 'LEARN MORE',
  bestow: 'SEE MY QUOTE',
  lemonade: 'SEE MY QUOTE',
  wagmo: 'SEE MY QUOTE',
  vspdirect: 'SEE MY QUOTE',
  newConstructs: 'GET ACCESS NOW',
  upstart: 'CHECK MY RATE',
  galat: 'SEE MY QUOTE',
  bankrate: 'SEE MY OFFERS',
  covered: 'GET MY QUOTE',
};
/** Spec §1: 'SEE MY QUOTE' by default. */
const DEFAULT_PARTNER_BUTTON_TEXT = 'SEE MY QUOTE';
export const partnerButtonText = (kind: string): string =>
  (PARTNER_BUTTON_TEXT as Record<string, string>)[kind] ?? DEFAULT_PARTNER_BUTTON_TEXT;

/**
 * Spec §4. `null` (no status) means the next lesson is ready to take. Checked in this order: no
 * lessons left, then the cooldown, then the live account, then the deposit.
 */
const LEARN_STATUSES = [
  'NO_MORE_LESSONS',
  'COME_BACK_TOMORROW',
  'LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED',
  'DEPOSIT_REQUIRED',
] as const;
export type LearnStatus = (typeof LEARN_STATUSES)[number];

/** Spec §4, verbatim where the spec gives the words. */
export const LEARN_STATUS_TITLE: Record<LearnStatus, string> = {
  NO_MORE_LESSONS: 'More lessons coming soon',
  COME_BACK_TOMORROW: 'Come back tomorrow for new lessons!',
  LIVE_ACCOUNT_AND_DEPOSIT_REQUIRED: 'Open a live account and make your first deposit',
  DEPOSIT_REQUIRED: 'Make your first deposit',
};

/** Spec §4: one lesson a day; the next opens at the next midnight in New York. */
export const LESSON_COOLDOWN_DAYS = 1;
/** Lessons anyone can take before the live account and deposit are required (LEARN_FREE_LESSONS). */
export const DEFAULT_FREE_LESSONS = 3;

/** A lesson as the member's course lists it (the text itself is fetched from the content service). */
export const LessonSummary = type({
  id: string(),
  position: integer(),
  title: string(),
  type: enums(LESSON_TYPES),
  component: nullable(enums(LESSON_COMPONENTS)),
  completion_xp: integer(),
  reward_cents: integer(),
  preview: type({ summary: string(), minutes: integer(), disclaimers: array(string()) }),
  completed: boolean(),
  completed_at: nullable(string()),
  /** XP and reward actually awarded (the XP can be less than completion_xp past the daily max). */
  xp_awarded: nullable(integer()),
  reward_awarded_cents: nullable(integer()),
  /**
   * Every partner promoted in the lesson, with its button text and the outbound link carrying the
   * tracking parameters (spec §7: built from the member's id and the lesson id).
   */
  partners: array(type({ kind: enums(PARTNER_KINDS), button_text: string(), url: string() })),
});
export type LessonSummary = Infer<typeof LessonSummary>;

/** What the screen says about the status: a title, a sentence, and where to go next. */
export const LearnMessaging = type({
  title: string(),
  body: string(),
  action: nullable(type({ label: string(), path: string() })),
  /** COME_BACK_TOMORROW: when the next lesson opens (ISO) and that time in Eastern time. */
  until: nullable(string()),
  until_label: nullable(string()),
});
export type LearnMessaging = Infer<typeof LearnMessaging>;

/** GET /api/v1/learn: the learn state of spec §3. */
export const LearnState = type({
  /** Every published lesson by id (its slug), in course order. */
  lessonData: record(string(), LessonSummary),
  lessonOrder: array(string()),
  nextLessonId: nullable(string()),
  /** The next lesson's cash reward, in cents (0: XP only). */
  nextLessonReward: integer(),
  /** The member's XP total once the next lesson's XP is added (what they reach with it). */
  nextLessonRewardAtXP: integer(),
  nextLessonCompletionXP: integer(),
  completedLessonCount: integer(),
  /** Whole hours (rounded up) until the cooldown ends; 0 when no cooldown. */
  hoursUntilNextLesson: number(),
  /** Keyed by status: the text for the current status only (empty when status is null). */
  messagingStates: record(string(), LearnMessaging),
  status: nullable(enums(LEARN_STATUSES)),
  free_lessons: integer(),
  xp_total: integer(),
  xp_reached_daily_max: boolean(),
  /** XP and cash earned from lessons so far. */
  earned_xp: integer(),
  earned_cents: integer(),
});
export type LearnState = Infer<typeof LearnState>;

/**
 * POST /api/v1/learn/lessons/{id}/complete (Idempotency-Key header). `finished_at` is when the
 * member finished reading on their device: a completion queued offline is sent later with it.
 */
export const CompleteLessonRequest = object({
  finished_at: optional(string()),
});
export type CompleteLessonRequest = Infer<typeof CompleteLessonRequest>;

export const LessonCompleted = type({
  /** False when this lesson had been completed already: nothing was awarded again. */
  awarded: boolean(),
  xp_awarded: integer(),
  reward_cents: integer(),
  state: LearnState,
});
export type LessonCompleted = Infer<typeof LessonCompleted>;
