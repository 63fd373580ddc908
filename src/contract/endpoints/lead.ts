// The lead endpoints, one export each, imported as a namespace (`import * as leadEndpoints from
// '@/contract/endpoints/lead'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { LeadRequest, LeadResponse } from '../lead';

export const capture = endpoint({
  method: 'POST',
  path: '/lead',
  summary: 'Capture a marketing lead (spec §7); a repeated email is answered like the first',
  tag: 'marketing',
  auth: 'none',
  body: LeadRequest,
  response: LeadResponse,
});
