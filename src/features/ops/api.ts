// The console's calls (src/contract/endpoints/ops.ts), each checked by platform/api; queries of
// the app's cache, and a reply that marks the queue, the request and the audit log stale.
import type {
  OpsAuditLog,
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
