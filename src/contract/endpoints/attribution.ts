// The attribution endpoints, one export each, imported as a namespace (`import * as attributionEndpoints from
// '@/contract/endpoints/attribution'`): a bundle keeps only the endpoints it calls, and their structs.
import { AttributionRequest } from '../attribution';
import { endpoint } from '../endpoint';

export const record = endpoint({
  method: 'POST',
  path: '/attribution',
  summary: "Store a marketing page's campaign parameters for attribution of a later sign-up",
  tag: 'marketing',
  auth: 'none',
  body: AttributionRequest,
  status: 204,
});
