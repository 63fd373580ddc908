// The support endpoints, one export each, imported as a namespace (`import * as supportEndpoints from
// '@/contract/endpoints/support'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { Uuid } from '../orders';
import { CreateSupportRequest, SupportRequestResponse, SupportRequestsResponse } from '../support';
import { object } from '../structs';

const tag = 'support';

export const list = endpoint({
  method: 'GET',
  path: '/support_requests',
  summary: "The member's support requests, newest first, and whether a new one is priority",
  tag,
  auth: 'session',
  response: SupportRequestsResponse,
});
/** A retry with the same key answers with the first request, never files a second one. */
export const create = endpoint({
  method: 'POST',
  path: '/support_requests',
  summary: 'File a support request; priority while a membership is in force',
  tag,
  auth: 'session',
  body: CreateSupportRequest,
  response: SupportRequestResponse,
  status: 201,
  idempotent: true,
});
export const detail = endpoint({
  method: 'GET',
  path: '/support_requests/:id',
  summary: "One of the member's support requests (another member's is 404)",
  tag,
  auth: 'session',
  params: object({ id: Uuid }),
  response: SupportRequestResponse,
});
