// The live-account application (spec §1 sensitive areas, §3 document
// flow, §4 onboarding order). Every answer is stored encrypted (AES-256-GCM, services/crypto/
// field-encryption.ts): identity numbers, citizenship, political exposure, firm affiliation and
// income ranges are sensitive areas of spec §1, and one rule for all steps is simpler to audit
// than a list of columns. Uploaded documents live encrypted on disk under DATA_DIR/documents; the
// table holds only their metadata.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
// A relative path: drizzle-kit loads this file without the `@/` alias.
import {
  DOCUMENT_FLOWS,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  REQUIRED_ACTIONS,
  REVIEW_DECISIONS,
} from '../../../src/contract/live-accounts';
import { users } from './users';

/** 'draft' until submitted; then the review's states (the identity provider or the operator). */
export const STORED_APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'action_required',
  'approved',
  'rejected',
] as const;

/** One application per user, created with the first saved step. */
export const liveAccountApplications = pgTable('live_account_applications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: STORED_APPLICATION_STATUSES }).notNull().default('draft'),
  /** Spec §3, fixed from the user id when the application starts (services/live-accounts). */
  documentFlow: text('document_flow', { enum: DOCUMENT_FLOWS }).notNull(),
  /** The review's reason for action_required or rejected; shown to the applicant. */
  reviewReason: text('review_reason'),
  /** In action_required only: what the applicant is asked to do. */
  requiredAction: text('required_action', { enum: REQUIRED_ACTIONS }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each saved step's answers as encrypted JSON (`v1:` + base64url of IV, tag and ciphertext), bound
 * to the user and step as additional data so a row copied to another user or step does not open.
 * The optional trusted contact is stored here too, under step 'trusted_contact'.
 */
export const liveAccountSteps = pgTable(
  'live_account_steps',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => liveAccountApplications.userId, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    payloadEncrypted: text('payload_encrypted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** Uploaded documents: the bytes are in an encrypted file named by `id` under DATA_DIR/documents. */
export const liveAccountDocuments = pgTable(
  'live_account_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => liveAccountApplications.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** Detected from the file's first bytes, never from its name or declared type. */
    contentType: text('content_type', { enum: DOCUMENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    documentFlow: text('document_flow', { enum: DOCUMENT_FLOWS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_account_documents_user_idx').on(t.userId)],
);

/** Every move of the review queue, by the operator command or by the applicant (audit trail). */
export const liveAccountReviewEvents = pgTable(
  'live_account_review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => liveAccountApplications.userId, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    /** 'operator', 'applicant' or the identity provider's name ('sandbox'). */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_account_review_events_user_idx').on(t.userId)],
);

/**
 * Identity checks handed to the identity provider (services/live-accounts/identity-provider.ts):
 * one per submission and per answer to action_required. The provider's decision is stored with
 * the time it is due (the sandbox decides a short, configurable time after submission, as vendor
 * sandboxes do); the identity-decisions job applies it then and stamps `applied_at`, taking each
 * row with FOR UPDATE SKIP LOCKED so that several instances apply each decision once.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => liveAccountApplications.userId, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    decision: text('decision', { enum: REVIEW_DECISIONS }).notNull(),
    reason: text('reason'),
    requiredAction: text('required_action', { enum: REQUIRED_ACTIONS }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the job applied it; also set when the application had moved on (the operator decided). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_checks_due_idx')
      .on(t.dueAt)
      .where(sql`${t.appliedAt} is null`),
    index('identity_checks_user_idx').on(t.userId),
  ],
);
