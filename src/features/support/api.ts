// The support feature's calls, each checked against its contract struct by platform/api. Filing a
// request carries an Idempotency-Key: the form keeps one per attempt, so a retry after a lost
// answer is the same request, never a second one.
import { type CreateSupportRequest } from '@/contract/support';
import { call } from '@/platform/api';
import * as supportEndpoints from '@/contract/endpoints/support';

export const loadSupportRequests = () => call(supportEndpoints.list);

export const fileSupportRequest = (body: CreateSupportRequest, key: string) =>
  call(supportEndpoints.create, { body, idempotencyKey: key });
