// The util endpoints, one export each, imported as a namespace (`import * as utilEndpoints from
// '@/contract/endpoints/util'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { CsrfQuery, CsrfResponse } from '../util';

export const csrf = endpoint({
  method: 'GET',
  path: '/util/csrf',
  summary: 'Sign-in state and CSRF token; redeems a token sign-in pair (auth_id + token)',
  tag: 'util',
  auth: 'none',
  query: CsrfQuery,
  response: CsrfResponse,
});
