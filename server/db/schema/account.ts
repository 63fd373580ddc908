// Account screens (spec §2 mobile: account, change email, change password,
// update preferences, support and create support request, rate-app and close-account modals).
// Closing an account sets users.closed_at (users.ts) and keeps every record.
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { userRef, users } from './users';

/**
 * Preferences kept with the account, so every device agrees (the theme's local copy in the
 * browser stays the one the page paints from, spec §3; this is the account's record of it and
 * the `app_color_theme` analytics property). One row per user, written on first change.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: userRef('user_id').primaryKey(),
  /** The theme name the member chose (light, dark, system or custom); null until chosen. */
  appColorTheme: text('app_color_theme'),
  /** Spec §3 show_compare_spy_price_history: the security chart's compare-to-benchmark line. */
  showCompareSpyPriceHistory: boolean('show_compare_spy_price_history').notNull().default(true),
  notifyOrderFills: boolean('notify_order_fills').notNull().default(true),
  notifyCommunity: boolean('notify_community').notNull().default(true),
  notifyLearn: boolean('notify_learn').notNull().default(true),
  notifyProductNews: boolean('notify_product_news').notNull().default(false),
  // The push switches (the notify_ ones above decide the mail): the delivery job reads both.
  pushOrderFills: boolean('push_order_fills').notNull().default(true),
  pushCommunity: boolean('push_community').notNull().default(true),
  pushLearn: boolean('push_learn').notNull().default(true),
  pushAccount: boolean('push_account').notNull().default(true),
  /** Spec §5 "Opt-out blocks analytics": the client sets its analytics opt-out from this. */
  analyticsOptOut: boolean('analytics_opt_out').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A requested change of sign-in email, confirmed by a one-time token sent to the new address
 * (stored hashed, like login tokens). The address changes only when the token is used.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** Trimmed and lower-cased, as users.email. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_key').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/** Support requests (spec §2 "support and create support request"). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** A member's request (membership in force when sent) is answered first. */
    priority: boolean('priority').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_requests_idempotency_key').on(t.userId, t.idempotencyKey),
    index('support_requests_user_time_idx').on(t.userId, t.createdAt),
  ],
);

/** Support's answers to a request, which the member reads under it on /app/support. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** The operator who wrote it (kept when their account goes: the reply stays). */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_request_idx').on(t.requestId, t.createdAt)],
);

/** The rate-app modal's answers: stars and an optional comment. */
export const appRatings = pgTable(
  'app_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('app_ratings_user_idx').on(t.userId)],
);
