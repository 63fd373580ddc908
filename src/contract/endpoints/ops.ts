// The operators' console's endpoints (src/contract/ops.ts), one export each: operators only.
import { endpoint } from '../endpoint';
import { OpsAuditLog, OpsReplyRequest, OpsSupportQueue, OpsSupportRequestResponse } from '../ops';
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
export const audit = endpoint({
  method: 'GET',
  path: '/ops/audit',
  summary: "The operators' newest actions",
  tag,
  auth: 'operator',
  response: OpsAuditLog,
});
