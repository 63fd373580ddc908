// Sharing and referrals. Invitees' addresses are stored only as
// hashes: enough to count an invitation once, never a mailing list.
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// Relative: drizzle-kit loads this file without the `@/` alias.
import { REFERRAL_CHANNELS } from '../../../src/contract/social';
import { userRef } from './users';
import { posts } from './community';

export const shareLinks = pgTable(
  'share_links',
  {
    token: text('token').primaryKey(),
    userId: userRef('user_id'),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REFERRAL_CHANNELS }).notNull(),
    /** An ask ("why do you think so?") carries its question. */
    question: text('question'),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_user_idx').on(t.userId)],
);

export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: userRef('user_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** One row per referred member: a sign-up is traced to one referrer at most. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: userRef('referred_user_id').primaryKey(),
    referrerId: userRef('referrer_id'),
    channel: text('channel', { enum: REFERRAL_CHANNELS }),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

export const invites = pgTable(
  'invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    channel: text('channel', { enum: REFERRAL_CHANNELS }).notNull(),
    recipientHash: text('recipient_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_once_key').on(t.userId, t.recipientHash)],
);
