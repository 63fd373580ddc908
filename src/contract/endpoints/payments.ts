// Memberships and viewpoint subscriptions (spec §2 /membership, /subscriptions): each endpoint
// once, for the route and the client alike. Purchases and renewals are money requests: a retry
// with the same key answers with the first attempt (a decline again 402 with its reason).
// One export per endpoint, imported as a namespace (`import * as xEndpoints from` this file): a
// bundle keeps only the endpoints it calls and their structs (src/contract/endpoint.ts).
import { object } from '../structs';
import { UserId } from '../community';
import { endpoint } from '../endpoint';
import {
  CardPurchaseRequest,
  MembershipCancelled,
  MembershipOverview,
  MembershipPurchaseRequest,
  MembershipResult,
  SubscriptionsOverview,
  ViewpointSubscriptionResult,
} from '../payments';

const ContributorPath = object({ user_id: UserId });

const tag = 'payments';

export const membership = endpoint({
  method: 'GET',
  path: '/membership',
  summary: 'Plans, the fee waiver and the member’s membership',
  tag,
  auth: 'session',
  response: MembershipOverview,
});
export const purchaseMembership = endpoint({
  method: 'POST',
  path: '/membership',
  summary: 'Buy a month of membership (402 with the reason when the card is declined)',
  tag,
  auth: 'session',
  body: MembershipPurchaseRequest,
  response: MembershipResult,
  status: 201,
  idempotent: true,
});
export const renewMembership = endpoint({
  method: 'POST',
  path: '/membership/renew',
  summary: 'Take back a cancellation (no charge) or buy a new month after a lapse',
  tag,
  auth: 'session',
  body: CardPurchaseRequest,
  response: MembershipResult,
  idempotent: true,
});
export const cancelMembership = endpoint({
  method: 'POST',
  path: '/membership/cancel',
  summary: 'Cancel: benefits last until the paid period ends (idempotent)',
  tag,
  auth: 'session',
  response: MembershipCancelled,
});
export const subscriptions = endpoint({
  method: 'GET',
  path: '/subscriptions',
  summary: 'The membership and every viewpoint subscription',
  tag,
  auth: 'session',
  response: SubscriptionsOverview,
});
export const subscribe = endpoint({
  method: 'POST',
  path: '/viewpoint_subscriptions/:user_id',
  summary: 'Subscribe to a featured contributor for a month (402 when the card is declined)',
  tag,
  auth: 'session',
  params: ContributorPath,
  body: CardPurchaseRequest,
  response: ViewpointSubscriptionResult,
  status: 201,
  idempotent: true,
});
export const renewSubscription = endpoint({
  method: 'POST',
  path: '/viewpoint_subscriptions/:user_id/renew',
  summary: 'Take back a cancellation (no charge) or buy a new month after a lapse',
  tag,
  auth: 'session',
  params: ContributorPath,
  body: CardPurchaseRequest,
  response: ViewpointSubscriptionResult,
  idempotent: true,
});
