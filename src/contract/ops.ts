// The operators' console (/ops; DESIGN.md "Operators"): what it reads and sends. Its endpoints
// answer operators only (`auth: 'operator'`), and 404 to anyone else. Every action it takes is
// written to the audit log.
import { POST_KINDS, PRO_OR_CON } from './community';
import { REQUIRED_ACTIONS, REVIEW_DECISIONS, UploadedDocument } from './live-accounts';
import { SandboxMailSummary } from './sandbox-mail';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, SupportReply } from './support';
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from './structs';

/** A support request as the queue lists it, with who sent it. */
const OpsSupportRequestSummary = type({
  id: string(),
  email: string(),
  name: string(),
  category: enums(SUPPORT_CATEGORIES),
  subject: string(),
  status: enums(SUPPORT_STATUSES),
  priority: boolean(),
  created_at: string(),
  replies: integer(),
});

/** GET /api/v1/ops/support_requests: open and answered ones, priority first, then oldest. */
export const OpsSupportQueue = type({ requests: array(OpsSupportRequestSummary) });
export type OpsSupportQueue = Infer<typeof OpsSupportQueue>;

/** GET /api/v1/ops/support_requests/:id */
export const OpsSupportRequestResponse = type({
  request: type({
    ...OpsSupportRequestSummary.schema,
    message: string(),
    replies_sent: array(SupportReply),
  }),
});
export type OpsSupportRequestResponse = Infer<typeof OpsSupportRequestResponse>;

/** POST /api/v1/ops/support_requests/:id/replies: the answer, and the request's status after it. */
export const OpsReplyRequest = object({
  body: size(string(), 1, 5000),
  /** Default answered; closed when nothing more is expected. */
  status: optional(enums(['answered', 'closed'] as const)),
});
export type OpsReplyRequest = Infer<typeof OpsReplyRequest>;

/** The statuses of an application a review can still move (approved and rejected are final). */
export const OPS_REVIEWABLE_STATUSES = ['submitted', 'in_review', 'action_required'] as const;
const SUBMITTED_STATUSES = [...OPS_REVIEWABLE_STATUSES, 'approved', 'rejected'] as const;

/** An application in the identity review queue, with who sent it. */
const OpsIdentityReviewSummary = type({
  user_id: string(),
  email: string(),
  name: string(),
  status: enums(SUBMITTED_STATUSES),
  submitted_at: nullable(string()),
  documents: integer(),
  /** When the identity provider's own decision takes effect, if one is coming (the sandbox's). */
  provider_decision_at: nullable(string()),
});

/** GET /api/v1/ops/identity_reviews: oldest submission first. */
export const OpsIdentityQueue = type({ applications: array(OpsIdentityReviewSummary) });
export type OpsIdentityQueue = Infer<typeof OpsIdentityQueue>;

/**
 * GET /api/v1/ops/identity_reviews/:user_id: the application as the reviewer needs it. The
 * identity number shows its last four only; the documents are fetched one by one (each view is
 * audited).
 */
export const OpsIdentityReviewResponse = type({
  application: type({
    ...OpsIdentityReviewSummary.schema,
    review_reason: nullable(string()),
    required_action: nullable(enums(REQUIRED_ACTIONS)),
    applicant: type({
      legal_name: nullable(string()),
      date_of_birth: nullable(string()),
      address: nullable(string()),
      phone: nullable(string()),
      citizenship: nullable(string()),
      tax_id_last_four: nullable(string()),
    }),
    uploaded: array(UploadedDocument),
    events: array(
      type({
        from: string(),
        to: string(),
        reason: nullable(string()),
        actor: string(),
        at: string(),
      }),
    ),
  }),
});
export type OpsIdentityReviewResponse = Infer<typeof OpsIdentityReviewResponse>;

/** POST /api/v1/ops/identity_reviews/:user_id/decision */
export const OpsIdentityDecisionRequest = object({
  decision: enums(REVIEW_DECISIONS),
  /** Shown to the applicant: required for action_required and rejected. */
  reason: optional(size(string(), 1, 500)),
  /** What the applicant must do: required for action_required. */
  required_action: optional(enums(REQUIRED_ACTIONS)),
});
export type OpsIdentityDecisionRequest = Infer<typeof OpsIdentityDecisionRequest>;

/** A reported post as the console lists it: what it says, who wrote it, what readers said of it. */
const OpsReportedPost = type({
  post_id: string(),
  kind: enums(POST_KINDS),
  symbol: string(),
  /** A thought's text, an idea's note (null without one). */
  body: nullable(string()),
  pro_or_con: nullable(enums(PRO_OR_CON)),
  author_id: string(),
  author_name: string(),
  author_email: string(),
  created_at: string(),
  /** Hidden from every feed (by enough reports, or removed by an operator). */
  hidden: boolean(),
  reports: integer(),
  /** The newest reports' reasons. */
  reasons: array(type({ reason: string(), at: string() })),
  /** An operator's decision: null until one is made. */
  moderation: nullable(enums(['kept', 'removed'] as const)),
});

/** GET /api/v1/ops/reported_posts: posts with reports no operator has reviewed, most reported first. */
export const OpsReportedPosts = type({ posts: array(OpsReportedPost) });
export type OpsReportedPosts = Infer<typeof OpsReportedPosts>;

/** POST /api/v1/ops/reported_posts/:post_id/moderation */
export const OpsModerationRequest = object({
  /** keep: shown again, later reports no longer hide it; remove: hidden for good. */
  action: enums(['keep', 'remove'] as const),
});
export type OpsModerationRequest = Infer<typeof OpsModerationRequest>;
export const OpsReportedPostResponse = type({ post: OpsReportedPost });
export type OpsReportedPostResponse = Infer<typeof OpsReportedPostResponse>;

/** The reasons a reported post shows, newest first. */
export const OPS_REPORT_REASONS_LISTED = 5;

/** GET /api/v1/ops/audit: the newest actions first. */
export const OpsAuditLog = type({
  actions: array(
    type({
      id: string(),
      /** The operator's email; null for the command line. */
      operator: nullable(string()),
      action: string(),
      subject_type: string(),
      subject_id: string(),
      detail: string(),
      created_at: string(),
    }),
  ),
});
export type OpsAuditLog = Infer<typeof OpsAuditLog>;

/** The audit log lists this many actions, newest first. */
export const OPS_AUDIT_LISTED = 100;

/**
 * GET /api/v1/ops/mail: the sandbox mailbox (the mail kept instead of sent while SMTP_URL is
 * unset), newest first, and which sender the server uses now: with an SMTP relay set, mail leaves
 * the machine and the mailbox only keeps what arrived before.
 */
export const OpsMailbox = type({
  sender: enums(['sandbox', 'smtp']),
  messages: array(SandboxMailSummary),
});
export type OpsMailbox = Infer<typeof OpsMailbox>;
