// The membership's plans for anyone, signed in or not: the marketing home's pricing shows the
// price and the benefits the server states from its configuration. A module of its own, so the
// page's chunk carries this endpoint alone (src/contract/endpoint.ts).
import { endpoint } from '../endpoint';
import { MembershipPlans } from '../membership-plans';

export const plans = endpoint({
  method: 'GET',
  path: '/membership/plans',
  summary: 'The membership plans with their price and benefits (no sign-in needed)',
  tag: 'payments',
  auth: 'none',
  response: MembershipPlans,
});
