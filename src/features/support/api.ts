// The support feature's calls (issue 8/10 item 5), each checked against its contract struct by
// platform/api. Filing a request carries an Idempotency-Key: the form keeps one per attempt, so a
// retry after a lost answer is the same request, never a second one.
import {
  type CreateSupportRequest,
  SupportRequestResponse,
  SupportRequestsResponse,
} from '@/contract/support';
import { api } from '@/platform/api';

export const loadSupportRequests = () =>
  api({ path: '/support_requests', response: SupportRequestsResponse });

export const fileSupportRequest = (body: CreateSupportRequest, key: string) =>
  api({
    method: 'POST',
    path: '/support_requests',
    body,
    headers: { 'Idempotency-Key': key },
    response: SupportRequestResponse,
  });
