// Who a person is and how they sign in: users, their experiment groups, sessions and one-time
// sign-in pairs (spec §2, §5, §6).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

/** A member's id in another table: required, and removed with the member. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Stored trimmed and lower-cased. Unique among confirmed addresses only: a sign-up with an
     * address another account holds answers as any sign-up does (no enumeration) and makes an
     * account that can never confirm it (services/email-verification.ts).
     */
    email: text('email').notNull(),
    /** When the member opened the link mailed to `email`; money moves only once set. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set while the person is an operator (`npm run ops -- grant-operator`): the /ops console's
     * routes answer them, and their sessions idle out sooner (services/sessions.ts).
     */
    operatorSince: timestamp('operator_since', { withTimezone: true }),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    signInCount: integer('sign_in_count').notNull().default(0),
    /** The account the person trades in (spec §1): everyone starts on paper. */
    accountType: text('account_type', { enum: ['live', 'simulated'] })
      .notNull()
      .default('simulated'),
    accountTypeChosen: boolean('account_type_chosen').notNull().default(false),
    brokerageOptIn: boolean('brokerage_opt_in'),
    investingExperience: text('investing_experience'),
    /** Per-account log-in throttling: failures in the current window (server/services/auth.ts). */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    /** Set when the person signed up on the partner brand (spec §3 white_label_partner_id). */
    whiteLabelPartnerId: integer('white_label_partner_id'),
    /**
     * Shown as the analytics property is_nvstr_employee and used for nothing else (§3, §6: no
     * roles). Only the operator command sets it (`npm run operator -- set-employee`).
     */
    isEmployee: boolean('is_employee').notNull().default(false),
    /**
     * §3 analytics_id: the name analytics knows the member by, random and kept for good, so no
     * event names the account id or the email. Given to every member when the column came.
     */
    analyticsId: uuid('analytics_id').notNull().defaultRandom(),
    /**
     * Set when the member closes the account: sign-in is refused from then
     * on, sessions end, and every record is kept (brokerage record-keeping rules).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_verified_email_key')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    index('users_email_idx').on(t.email),
  ],
);

/**
 * A user's group in each experiment (§3 "*_test_group"), written the first time the user is read
 * (server/services/experiments.ts). A table rather than a jsonb column on users: one row per
 * (user, experiment) lets the primary key make concurrent first reads idempotent (ON CONFLICT),
 * lets analysts count a group with plain SQL, and adding or ending an experiment needs no
 * rewrite of users rows. Stored, not recomputed, so that a later change to an experiment's
 * groups never moves a person who was already counted in one.
 */
export const userExperimentGroups = pgTable(
  'user_experiment_groups',
  {
    userId: userRef('user_id'),
    /** The analytics property name, e.g. `onboarding_copy_test_group`. */
    experiment: text('experiment').notNull(),
    testGroup: text('test_group').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experiment] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One-time sign-in pairs (`auth_id` + `token`, spec §2, §5) for store wrappers and e-mailed links. */
export const loginTokens = pgTable('login_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull(),
  userId: userRef('user_id'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when redeemed; the pair then names that session only (see services/login-tokens.ts). */
  usedAt: timestamp('used_at', { withTimezone: true }),
  sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
});

/**
 * "Forgot password?" links (services/password-reset.ts): the token is stored hashed, works once,
 * for PASSWORD_RESET_TTL_MS; a newer request retires the older ones.
 */
/** A link that confirms a member's sign-in email (services/email-verification.ts); hashed. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: a link confirms that address only. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
