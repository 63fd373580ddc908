// The operators' console (/ops; DESIGN.md "Operators"): what it reads and sends. Its endpoints
// answer operators only (`auth: 'operator'`), and 404 to anyone else. Every action it takes is
// written to the audit log.
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
