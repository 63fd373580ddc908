// The one drizzle schema. Migrations in ./migrations are generated from it with `npm run db:generate`
// and checked in; the server applies them at start (server/db/migrate.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
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
     * Set when the member closes the account: sign-in is refused from then
     * on, sessions end, and every record is kept (brokerage record-keeping rules).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when redeemed; the pair then names that session only (see services/login-tokens.ts). */
  usedAt: timestamp('used_at', { withTimezone: true }),
  sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
});

/** Lead record of spec §3: one row per email, a repeat is answered like the first. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    landerSlug: text('lander_slug').notNull(),
    whiteLabelPartnerId: integer('white_label_partner_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_email_key').on(t.email)],
);

/**
 * Brokerage accounts: every user has a simulated one from sign-up; a live one is applied for.
 * Resetting a paper account closes it and opens a fresh one, so the old one's history (orders,
 * fills, ledger) stays as it was: only one account per type is not closed.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['live', 'simulated'] }).notNull(),
    status: text('status', { enum: ['open', 'application_not_started', 'closed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_user_type_key')
      .on(t.userId, t.type)
      .where(sql`${t.status} <> 'closed'`),
  ],
);

/**
 * The ledger (DESIGN.md "Money"): append-only double-entry. A transaction's entries sum to zero;
 * an account's balance is the sum of its entries. Cash is integer cents.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    memo: text('memo').notNull(),
    /** Retries of the same money request find the first transaction (unique per kind). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_key').on(t.kind, t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** `account:<uuid>:cash` for a customer account, `house:<name>` for the firm's side. */
    ledgerAccount: text('ledger_account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.ledgerAccount),
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** Secrets shared by every instance (the CSRF key), created on first start. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Campaign parameters a visitor arrived with (spec §7 page-level forwarding), linked to the user
 * who later signs up from the same browser. Only whitelisted keys are kept (contract/attribution).
 */
export const attributions = pgTable(
  'attributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the visitor cookie: the browser, not a person, until sign-up. */
    visitorHash: text('visitor_hash').notNull(),
    landingPath: text('landing_path').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Identifies the exact query so a repeat of the same visit is stored once. */
    queryHash: text('query_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attributions_visit_key').on(t.visitorHash, t.queryHash),
    index('attributions_visitor_idx').on(t.visitorHash),
  ],
);

/**
 * Analytics events as uploaded (spec §7 analytics upload), each stored whole. `dedupe_key` makes
 * a re-sent batch harmless: the insert_id, or device id + event id + client time for an event
 * without one. Written by the public ingest (POST /analytics), so there is no user scope.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The public project key the batch came with (`client`). */
    apiKey: text('api_key').notNull(),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    /** The client's clock (`time`), when the event has one. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * True when `user_id` was the signed-in user of the upload's session cookie. Anyone may post
     * any user_id to the public ingest, so only these rows can be attributed to a person.
     */
    userVerified: boolean('user_verified').notNull().default(false),
  },
  (t) => [
    uniqueIndex('analytics_events_dedupe_key').on(t.dedupeKey),
    index('analytics_events_type_time_idx').on(t.eventType, t.eventTime),
    index('analytics_events_user_idx').on(t.userId),
  ],
);

/**
 * Fixed-window request counters shared by every server instance (DESIGN.md "rate limits counted
 * in PostgreSQL"): one row per key and window, incremented with an atomic upsert. Keys are
 * namespaced by their user (`analytics:ip:…`). Rows past `expires_at` are pruned as windows pass.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

export * from './schema-trading';
export * from './schema-funding';
export * from './schema-live-accounts';
export * from './schema-recurring';
export * from './schema-community';
export * from './schema-viewpoints';
export * from './schema-social';
export * from './schema-contacts';
export * from './schema-content';
export * from './schema-learn';
export * from './schema-rewards';
export * from './schema-payments';
export * from './schema-account';
export * from './schema-tools';
