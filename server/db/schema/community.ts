// Community tables (spec §1 ideas, thoughts with pro and con points, following,
// karma with a daily maximum). Ideas and thoughts share one `posts` table so every feed is one
// indexed scan with one cursor (the post id, which only grows).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// Relative: drizzle-kit loads this file without the `@/` alias.
import {
  IDEA_TYPES,
  type MentionSpan,
  POST_KINDS,
  PRO_OR_CON,
  PROFILE_KINDS,
  VOTES,
} from '../../../src/contract/community';
import { userRef } from './users';

/** Public face of a user; members get a row on their first community action. */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    userId: userRef('user_id').primaryKey(),
    kind: text('kind', { enum: PROFILE_KINDS }).notNull().default('member'),
    bio: text('bio'),
    /**
     * The name others write as `@handle` in a post (services/community/handles.ts), and a
     * featured contributor's URL name: /app/viewpoint_contributors/{handle} (spec §2). Every
     * profile has one from its first community action; always lower case, so unique as written.
     */
    handle: text('handle'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_profiles_handle_key').on(t.handle)],
);

/** What others may see; no row means the defaults in services/community. */
export const privacySettings = pgTable('privacy_settings', {
  userId: userRef('user_id').primaryKey(),
  showIdeas: boolean('show_ideas').notNull(),
  showThoughts: boolean('show_thoughts').notNull(),
  showPortfolio: boolean('show_portfolio').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an operator decided of a reported post. */
export const POST_MODERATIONS = ['kept', 'removed'] as const;

export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    symbol: text('symbol').notNull(),
    /**
     * A reply's post (one level: a reply's parent is an idea or a thought, never a reply). A
     * reply carries its parent's symbol, so it never shows in a security's lists by accident.
     */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => posts.id, {
      onDelete: 'cascade',
    }),
    /** Plain text, markup already stripped. A thought's or reply's text; an idea's optional note. */
    body: text('body'),
    /**
     * `$TICKER` and `@handle` found in the body when it was posted (services/community/mentions.ts):
     * where they sit and what they name, never markup; the client makes them links.
     */
    mentions: jsonb('mentions').$type<MentionSpan[]>().notNull().default([]),
    /** Replies readers can see (not hidden), kept in the transaction that adds or hides one. */
    replyCount: integer('reply_count').notNull().default(0),
    proOrCon: text('pro_or_con', { enum: PRO_OR_CON }),
    slug: text('slug'),
    ideaType: text('idea_type', { enum: IDEA_TYPES }),
    expectedReturnPct: integer('expected_return_pct'),
    horizonDays: integer('horizon_days'),
    /** Prices when the idea was posted: its grade runs from here. */
    postedPriceE4: bigint('posted_price_e4', { mode: 'number' }),
    benchmarkPriceE4: bigint('benchmark_price_e4', { mode: 'number' }),
    agreeCount: integer('agree_count').notNull().default(0),
    disagreeCount: integer('disagree_count').notNull().default(0),
    /** Set when enough readers reported the post; hidden posts leave every feed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * An operator's review of its reports (the console's reported posts): 'kept' shows it again
     * and later reports no longer hide it; 'removed' hides it for good. Null: not reviewed.
     */
    moderation: text('moderation', { enum: POST_MODERATIONS }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_user_idx').on(t.userId, t.id),
    index('posts_symbol_idx').on(t.symbol, t.id),
    // A security's pros, cons and ideas (feeds.ts securityCommunity): each side read along its own
    // entries, so a side with few posts does not walk every post on the security to find them.
    index('posts_symbol_side_idx')
      .on(t.symbol, t.proOrCon, t.id)
      .where(sql`${t.proOrCon} IS NOT NULL`),
    index('posts_symbol_ideas_idx')
      .on(t.symbol, t.id)
      .where(sql`${t.kind} = 'idea'`),
    index('posts_parent_idx')
      .on(t.parentId, t.id)
      .where(sql`${t.parentId} IS NOT NULL`),
    check(
      'posts_kind_fields',
      sql`(${t.kind} = 'thought' AND ${t.proOrCon} IS NOT NULL AND ${t.body} IS NOT NULL AND ${t.parentId} IS NULL)
        OR (${t.kind} = 'idea' AND ${t.ideaType} IS NOT NULL AND ${t.postedPriceE4} IS NOT NULL AND ${t.parentId} IS NULL)
        OR (${t.kind} = 'reply' AND ${t.parentId} IS NOT NULL AND ${t.body} IS NOT NULL)`,
    ),
  ],
);

export const postVotes = pgTable(
  'post_votes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    vote: text('vote', { enum: VOTES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postReports = pgTable(
  'post_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** Every award, so totals can be re-derived and each action counts once (unique reference). */
export const karmaAwards = pgTable(
  'karma_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    /** e.g. `thought_posted:123`, `agreed:123:<voter id>`. */
    reference: text('reference').notNull(),
    /** What the action earns, and what the daily maximum let through. */
    requestedPoints: integer('requested_points').notNull(),
    points: integer('points').notNull(),
    /** New York calendar day the award counts against (spec §4 "Eastern time" for days). */
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('karma_awards_reference_key').on(t.userId, t.reference)],
);

/** The running total and today's points, locked per user while an award is added. */
export const karmaTotals = pgTable('karma_totals', {
  userId: userRef('user_id').primaryKey(),
  total: integer('total').notNull().default(0),
  day: date('day'),
  dayPoints: integer('day_points').notNull().default(0),
});

/**
 * How many pros and cons of a security everyone may see (feeds.ts securityCommunity): kept by
 * triggers on `posts` and `privacy_settings` (migration 0035) in the transaction that posts,
 * hides, moves or un-shares a thought, so a busy security's counts are one row each, not a count
 * of every post on it. A reader's own posts that others cannot see are added when read.
 */
export const securitySideCounts = pgTable(
  'security_side_counts',
  {
    symbol: text('symbol').notNull(),
    side: text('side', { enum: PRO_OR_CON }).notNull(),
    shown: integer('shown').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.side] })],
);
