// The operators' console's endpoints (src/contract/ops.ts), one export each: operators only.
import { endpoint } from '../endpoint';
import {
  OpsAuditLog,
  OpsIdentityDecisionRequest,
  OpsIdentityQueue,
  OpsIdentityReviewResponse,
  OpsModerationRequest,
  OpsReportedPostResponse,
  OpsReportedPosts,
  OpsReplyRequest,
  OpsSupportQueue,
  OpsSupportRequestResponse,
} from '../ops';
import { PostId } from '../community';
import { Uuid } from '../orders';
import { object } from '../structs';

const tag = 'ops';

export const supportQueue = endpoint({
  method: 'GET',
  path: '/ops/support_requests',
  summary: 'The support requests waiting for an answer, priority ones first',
  tag,
  auth: 'operator',
  response: OpsSupportQueue,
});
export const supportRequest = endpoint({
  method: 'GET',
  path: '/ops/support_requests/:id',
  summary: 'One support request, its message and the replies sent',
  tag,
  auth: 'operator',
  params: object({ id: Uuid }),
  response: OpsSupportRequestResponse,
});
/** The member sees the reply under their request and is notified. */
export const replyToSupportRequest = endpoint({
  method: 'POST',
  path: '/ops/support_requests/:id/replies',
  summary: 'Answer a support request',
  tag,
  auth: 'operator',
  params: object({ id: Uuid }),
  body: OpsReplyRequest,
  response: OpsSupportRequestResponse,
});
export const identityQueue = endpoint({
  method: 'GET',
  path: '/ops/identity_reviews',
  summary: 'Live-account applications a review can still move, oldest submission first',
  tag,
  auth: 'operator',
  response: OpsIdentityQueue,
});
/** Reading it is audited: it holds the applicant's identity. */
export const identityReview = endpoint({
  method: 'GET',
  path: '/ops/identity_reviews/:user_id',
  summary: "One application: the applicant's answers, documents and review history",
  tag,
  auth: 'operator',
  params: object({ user_id: Uuid }),
  response: OpsIdentityReviewResponse,
});
/** Not JSON: the document's own bytes (JPEG, PNG or PDF), decrypted for operators only. */
export const identityDocument = endpoint({
  method: 'GET',
  path: '/ops/identity_reviews/:user_id/documents/:document_id',
  summary: "One of the applicant's uploaded documents, as uploaded (audited)",
  tag,
  auth: 'operator',
  params: object({ user_id: Uuid, document_id: Uuid }),
  produces: 'application/octet-stream',
});
export const decideIdentityReview = endpoint({
  method: 'POST',
  path: '/ops/identity_reviews/:user_id/decision',
  summary: 'Decide an application: in review, action required, approved or rejected',
  tag,
  auth: 'operator',
  params: object({ user_id: Uuid }),
  body: OpsIdentityDecisionRequest,
  response: OpsIdentityReviewResponse,
});
export const reportedPosts = endpoint({
  method: 'GET',
  path: '/ops/reported_posts',
  summary: 'Posts readers reported that no operator has reviewed, most reported first',
  tag,
  auth: 'operator',
  response: OpsReportedPosts,
});
export const moderatePost = endpoint({
  method: 'POST',
  path: '/ops/reported_posts/:post_id/moderation',
  summary: 'Keep a reported post (shown again) or remove it (hidden for good)',
  tag,
  auth: 'operator',
  params: object({ post_id: PostId }),
  body: OpsModerationRequest,
  response: OpsReportedPostResponse,
});
export const audit = endpoint({
  method: 'GET',
  path: '/ops/audit',
  summary: "The operators' newest actions",
  tag,
  auth: 'operator',
  response: OpsAuditLog,
});
