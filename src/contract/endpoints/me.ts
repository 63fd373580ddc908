// The me endpoints, one export each, imported as a namespace (`import * as meEndpoints from
// '@/contract/endpoints/me'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { MeResponse } from '../me';

export const me = endpoint({
  method: 'GET',
  path: '/me',
  summary: 'The signed-in user (spec §3 "Current user")',
  tag: 'users',
  auth: 'session',
  response: MeResponse,
});
