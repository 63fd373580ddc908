// The console's calls (src/contract/endpoints/ops.ts), each checked by platform/api; queries of
// the app's cache, and changes that mark what they touched stale (afterChangeOf: the console's
// endpoints stay out of the members' app shell).
import type {
  OpsAuditLog,
  OpsIdentityDecisionRequest,
  OpsIdentityQueue,
  OpsIdentityReviewResponse,
  OpsModerationRequest,
  OpsReportedPosts,
  OpsReplyRequest,
  OpsSupportQueue,
  OpsSupportRequestResponse,
  OpsMailbox,
} from '@/contract/ops';
import type { ContentDir } from '@/contract/content';
import type {
  OpsContributorApplicationQueue,
  OpsContributorApplicationResponse,
  OpsContributorDecisionRequest,
} from '@/contract/contributor-applications';
import * as contributorApplicationsEndpoints from '@/contract/endpoints/contributor-applications';
import type { OpsContentDocument, OpsContentList } from '@/contract/ops-content';
import type { SandboxMailMessage } from '@/contract/sandbox-mail';
import * as opsEndpoints from '@/contract/endpoints/ops';
import { call } from '@/platform/api';
import { afterChangeOf, type ApiQuery } from '@/platform/queries';

export const supportQueueQuery: ApiQuery<OpsSupportQueue> = {
  reads: [opsEndpoints.supportQueue],
  load: () => call(opsEndpoints.supportQueue),
};

export const supportRequestQuery = (id: string): ApiQuery<OpsSupportRequestResponse> => ({
  reads: [opsEndpoints.supportRequest],
  args: [id],
  load: () => call(opsEndpoints.supportRequest, { params: { id } }),
});

export const identityQueueQuery: ApiQuery<OpsIdentityQueue> = {
  reads: [opsEndpoints.identityQueue],
  load: () => call(opsEndpoints.identityQueue),
};

export const identityReviewQuery = (userId: string): ApiQuery<OpsIdentityReviewResponse> => ({
  reads: [opsEndpoints.identityReview],
  args: [userId],
  load: () => call(opsEndpoints.identityReview, { params: { user_id: userId } }),
});

export const decideIdentity = (userId: string, body: OpsIdentityDecisionRequest) =>
  afterChangeOf(
    [opsEndpoints.identityQueue, opsEndpoints.identityReview, opsEndpoints.audit],
    call(opsEndpoints.decideIdentityReview, { params: { user_id: userId }, body }),
    identityReviewQuery(userId),
  );

export const reportedPostsQuery: ApiQuery<OpsReportedPosts> = {
  reads: [opsEndpoints.reportedPosts],
  load: () => call(opsEndpoints.reportedPosts),
};

export const moderatePost = (postId: string, body: OpsModerationRequest) =>
  afterChangeOf(
    [opsEndpoints.reportedPosts, opsEndpoints.audit],
    call(opsEndpoints.moderatePost, { params: { post_id: postId }, body }),
  );

export const auditQuery: ApiQuery<OpsAuditLog> = {
  reads: [opsEndpoints.audit],
  load: () => call(opsEndpoints.audit),
};

export const sendReply = (id: string, body: OpsReplyRequest) =>
  afterChangeOf(
    [opsEndpoints.supportQueue, opsEndpoints.supportRequest, opsEndpoints.audit],
    call(opsEndpoints.replyToSupportRequest, { params: { id }, body }),
    supportRequestQuery(id),
  );

export const mailboxQuery = (to: string | null): ApiQuery<OpsMailbox> => ({
  reads: [opsEndpoints.mailbox],
  args: [to],
  load: () => call(opsEndpoints.mailbox, { query: to === null ? {} : { to } }),
});

export const mailMessageQuery = (id: string): ApiQuery<SandboxMailMessage> => ({
  reads: [opsEndpoints.mailMessage],
  args: [id],
  load: () => call(opsEndpoints.mailMessage, { params: { id } }),
});

export const contentListQuery = (dir: ContentDir): ApiQuery<OpsContentList> => ({
  reads: [opsEndpoints.contentList],
  args: [dir],
  load: () => call(opsEndpoints.contentList, { params: { dir } }),
});

export const contentDocumentQuery = (
  dir: ContentDir,
  slug: string,
): ApiQuery<OpsContentDocument> => ({
  reads: [opsEndpoints.contentDocument],
  args: [dir, slug],
  load: () => call(opsEndpoints.contentDocument, { params: { dir, slug } }),
});

export const saveContent = (dir: ContentDir, slug: string, documentJson: string) =>
  afterChangeOf(
    [opsEndpoints.contentList, opsEndpoints.contentDocument, opsEndpoints.audit],
    call(opsEndpoints.saveContent, {
      params: { dir, slug },
      body: { document_json: documentJson },
    }),
    contentDocumentQuery(dir, slug),
  );

export const contributorApplicationsQuery: ApiQuery<OpsContributorApplicationQueue> = {
  reads: [contributorApplicationsEndpoints.opsQueue],
  load: () => call(contributorApplicationsEndpoints.opsQueue),
};

export const contributorApplicationQuery = (
  id: string,
): ApiQuery<OpsContributorApplicationResponse> => ({
  reads: [contributorApplicationsEndpoints.opsApplication],
  args: [id],
  load: () => call(contributorApplicationsEndpoints.opsApplication, { params: { id } }),
});

export const decideContributorApplication = (id: string, body: OpsContributorDecisionRequest) =>
  afterChangeOf(
    [
      contributorApplicationsEndpoints.opsQueue,
      contributorApplicationsEndpoints.opsApplication,
      opsEndpoints.audit,
    ],
    call(contributorApplicationsEndpoints.opsDecide, { params: { id }, body }),
    contributorApplicationQuery(id),
  );
