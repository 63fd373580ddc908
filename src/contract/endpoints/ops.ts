// The operators' console's endpoints (src/contract/ops.ts), one export each: operators only.
import { endpoint } from '../endpoint';
import {
  OpsContentDocument,
  OpsContentList,
  OpsContentParams,
  OpsContentSaveRequest,
  OpsContentDir,
} from '../ops-content';
import {
  OpsAuditLog,
  OpsIdentityDecisionRequest,
  OpsIdentityQueue,
  OpsIdentityReviewResponse,
  OpsMailbox,
  OpsModerationRequest,
  OpsReportedPostResponse,
  OpsReportedPosts,
  OpsReplyRequest,
  OpsSupportQueue,
  OpsSupportRequestResponse,
} from '../ops';
import { PostId } from '../community';
import { SandboxMailMessage, SandboxMailQuery } from '../sandbox-mail';
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
export const mailbox = endpoint({
  method: 'GET',
  path: '/ops/mail',
  summary: 'The sandbox mailbox, newest first, or the mail to one address',
  tag,
  auth: 'operator',
  query: SandboxMailQuery,
  response: OpsMailbox,
});
/** Reading one is audited: it is mail to a member. */
export const mailMessage = endpoint({
  method: 'GET',
  path: '/ops/mail/:id',
  summary: 'One message of the sandbox mailbox, its text and HTML parts (audited)',
  tag,
  auth: 'operator',
  params: object({ id: Uuid }),
  response: SandboxMailMessage,
});
export const contentList = endpoint({
  method: 'GET',
  path: '/ops/content/:dir',
  summary: "The content service's documents of one directory, drafts included",
  tag,
  auth: 'operator',
  params: object({ dir: OpsContentDir }),
  response: OpsContentList,
});
export const contentDocument = endpoint({
  method: 'GET',
  path: '/ops/content/:dir/:slug',
  summary: 'One content document, published or not, as JSON',
  tag,
  auth: 'operator',
  params: OpsContentParams,
  response: OpsContentDocument,
});
/** The content service's PUT, made by the server with the editor's credential; audited. */
export const saveContent = endpoint({
  method: 'PUT',
  path: '/ops/content/:dir/:slug',
  summary: 'Create or replace one content document, checked against its directory',
  tag,
  auth: 'operator',
  params: OpsContentParams,
  body: OpsContentSaveRequest,
  response: OpsContentDocument,
});
