// The console's calls (src/contract/endpoints/ops.ts), each checked by platform/api; queries of
// the app's cache, and a reply that marks the queue, the request and the audit log stale.
import type {
  OpsAuditLog,
  OpsIdentityDecisionRequest,
  OpsIdentityQueue,
  OpsIdentityReviewResponse,
  OpsReplyRequest,
  OpsSupportQueue,
  OpsSupportRequestResponse,
} from '@/contract/ops';
import * as opsEndpoints from '@/contract/endpoints/ops';
import { call } from '@/platform/api';
import { afterChange, type ApiQuery } from '@/platform/queries';

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
  afterChange(
    'opsIdentityDecision',
    call(opsEndpoints.decideIdentityReview, { params: { user_id: userId }, body }),
    identityReviewQuery(userId),
  );

export const auditQuery: ApiQuery<OpsAuditLog> = {
  reads: [opsEndpoints.audit],
  load: () => call(opsEndpoints.audit),
};

export const sendReply = (id: string, body: OpsReplyRequest) =>
  afterChange(
    'opsReply',
    call(opsEndpoints.replyToSupportRequest, { params: { id }, body }),
    supportRequestQuery(id),
  );
