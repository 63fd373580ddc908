// The membership feature's calls (issue 7/10 item 7). Purchases carry an Idempotency-Key
// (DESIGN.md "Money"): the form keeps one key per attempt, so a retry after a lost answer is the
// same purchase, and a new attempt (another card after a decline) gets a new key.
import { type } from 'superstruct';
import {
  type CardInput,
  Membership,
  MembershipOverview,
  MembershipResult,
  type MembershipPlanId,
  SubscriptionsOverview,
  ViewpointSubscriptionResult,
} from '@/contract/payments';
import { api } from '@/platform/api';

const keyed = (key: string) => ({ 'Idempotency-Key': key });

export const loadMembership = () => api({ path: '/membership', response: MembershipOverview });

export const loadSubscriptions = () =>
  api({ path: '/subscriptions', response: SubscriptionsOverview });

export const purchaseMembership = (
  plan: MembershipPlanId,
  card: CardInput | undefined,
  key: string,
) =>
  api({
    method: 'POST',
    path: '/membership',
    body: card ? { plan, card } : { plan },
    headers: keyed(key),
    response: MembershipResult,
  });

export const renewMembership = (card: CardInput | undefined, key: string) =>
  api({
    method: 'POST',
    path: '/membership/renew',
    body: card ? { card } : {},
    headers: keyed(key),
    response: MembershipResult,
  });

export const cancelMembership = () =>
  api({ method: 'POST', path: '/membership/cancel', response: type({ membership: Membership }) });

export const subscribeToContributor = (
  contributorId: string,
  card: CardInput | undefined,
  key: string,
  renew = false,
) =>
  api({
    method: 'POST',
    path: `/viewpoint_subscriptions/${encodeURIComponent(contributorId)}${renew ? '/renew' : ''}`,
    body: card ? { card } : {},
    headers: keyed(key),
    response: ViewpointSubscriptionResult,
  });

/** Cancelling keeps the paid period; the answer is not needed (the list reloads). */
export const cancelViewpointSubscription = (contributorId: string) =>
  api({
    method: 'DELETE',
    path: `/viewpoint_subscriptions/${encodeURIComponent(contributorId)}`,
    response: type({}),
  });

/** The provider's test card numbers (SANDBOX only; empty for a real provider). */
export const loadTestCards = () => loadMembership().then((overview) => overview.test_cards);
