// The support feature's calls, each checked against its contract struct by platform/api. Filing a
// request carries an Idempotency-Key: the form keeps one per attempt, so a retry after a lost
// answer is the same request, never a second one. The list is a query of the app's query cache
// (platform/queries); a request filed marks it stale.
import { type CreateSupportRequest, type SupportRequestsResponse } from '@/contract/support';
import { call } from '@/platform/api';
import { type ApiQuery, invalidateAfter } from '@/platform/queries';
import * as supportEndpoints from '@/contract/endpoints/support';

export const supportRequestsQuery: ApiQuery<SupportRequestsResponse> = {
  reads: [supportEndpoints.list],
  load: () => call(supportEndpoints.list),
};

export async function fileSupportRequest(body: CreateSupportRequest, key: string) {
  const answer = await call(supportEndpoints.create, { body, idempotencyKey: key });
  void invalidateAfter('supportRequest');
  return answer;
}
