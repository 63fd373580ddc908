// Learn-and-earn: one row per lesson a member completed. The primary
// key makes a completion count once however often it is sent (an offline completion is re-sent
// until the server answers); the XP and reward it earned are kept beside it, as awarded.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger';
import { userRef } from './users';

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: userRef('user_id'),
    /** The lesson's slug in the content service (content_documents, dir 'lessons'). */
    lessonSlug: text('lesson_slug').notNull(),
    /** When the server recorded it; the one-day cooldown (spec §4) counts from here. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member finished reading, by their device's clock (differs when sent offline). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** XP granted (after the daily maximum), and the reward credited, in cents. */
    xpAwarded: integer('xp_awarded').notNull().default(0),
    rewardCents: integer('reward_cents').notNull().default(0),
    /** The ledger transaction that credited the reward (null when the lesson pays none). */
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonSlug] }),
    index('lesson_completions_user_time_idx').on(t.userId, t.completedAt),
  ],
);
