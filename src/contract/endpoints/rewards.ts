// The rewards endpoints, one export each, imported as a namespace (`import * as rewardsEndpoints from
// '@/contract/endpoints/rewards'`): a bundle keeps only the endpoints it calls, and their structs.
import { endpoint } from '../endpoint';
import { Uuid } from '../orders';
import { RedemptionRequest, RedemptionResponse, RevealResponse, RewardsOverview } from '../rewards';
import { object } from '../structs';

const tag = 'rewards';

export const overview = endpoint({
  method: 'GET',
  path: '/rewards',
  summary: 'Reward balance, reward cards, redemption history, referral figures and the prize table',
  tag,
  auth: 'session',
  response: RewardsOverview,
});
export const reveal = endpoint({
  method: 'POST',
  path: '/rewards/cards/:id/reveal',
  summary:
    'Turn a reward card over: its prize is drawn on the server and credited once (a second reveal answers the same prize)',
  tag,
  auth: 'session',
  params: object({ id: Uuid }),
  response: RevealResponse,
});
/** Moves money (DESIGN.md "Money, quantities, time"): a retry answers the first redemption. */
export const redeem = endpoint({
  method: 'POST',
  path: '/rewards/redemptions',
  summary: 'Redeem reward balance into the live account cash',
  tag,
  auth: 'session',
  body: RedemptionRequest,
  response: RedemptionResponse,
  status: 201,
  idempotent: true,
});
