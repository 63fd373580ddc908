// The membership feature's calls. Purchases carry an Idempotency-Key (DESIGN.md "Money"): the
// form keeps one key per attempt, so a retry after a lost answer is the same purchase, and a new
// attempt (another card after a decline) gets a new key. The queries name what they read, for the
// app's query cache (platform/queries); a purchase, renewal or cancellation that succeeds marks
// what it made stale.
import {
  type CardInput,
  type MembershipOverview,
  type MembershipPlanId,
  type SubscriptionsOverview,
} from '@/contract/payments';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as paymentsEndpoints from '@/contract/endpoints/payments';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';

const loadMembership = () => call(paymentsEndpoints.membership);

export const membershipQuery: ApiQuery<MembershipOverview> = {
  reads: [paymentsEndpoints.membership],
  load: loadMembership,
};

/** The subscriptions screen shows both: the membership's plan and waiver come with the overview. */
export const subscriptionsQuery: ApiQuery<[SubscriptionsOverview, MembershipOverview]> = {
  reads: [paymentsEndpoints.subscriptions, paymentsEndpoints.membership],
  load: () => Promise.all([call(paymentsEndpoints.subscriptions), loadMembership()]),
};

export const purchaseMembership = (
  plan: MembershipPlanId,
  card: CardInput | undefined,
  key: string,
) =>
  afterChange(
    'membership',
    call(paymentsEndpoints.purchaseMembership, {
      body: card ? { plan, card } : { plan },
      idempotencyKey: key,
    }),
  );

export const renewMembership = (card: CardInput | undefined, key: string) =>
  afterChange(
    'membership',
    call(paymentsEndpoints.renewMembership, { body: card ? { card } : {}, idempotencyKey: key }),
  );

export const cancelMembership = () =>
  afterChange('membership', call(paymentsEndpoints.cancelMembership));

/**
 * Subscribes to a contributor. It marks nothing stale itself: the page it unlocks would read again
 * under the success screen and take the subscribe button (and the screen with it) away, so the
 * caller does once that screen closes (viewpoints' SubscribeModal).
 */
export const subscribeToContributor = (
  contributorId: string,
  card: CardInput | undefined,
  key: string,
) =>
  call(paymentsEndpoints.subscribe, {
    params: { user_id: contributorId },
    body: card ? { card } : {},
    idempotencyKey: key,
  });

export const renewViewpointSubscription = (
  contributorId: string,
  card: CardInput | undefined,
  key: string,
) =>
  afterChange(
    'membership',
    call(paymentsEndpoints.renewSubscription, {
      params: { user_id: contributorId },
      body: card ? { card } : {},
      idempotencyKey: key,
    }),
  );

/**
 * Cancelling keeps the paid period; the answer is not needed (the list reads again). The endpoint
 * is the viewpoints feature's (viewpointsEndpoints).
 */
export const cancelViewpointSubscription = (contributorId: string) =>
  afterChange(
    'membership',
    call(viewpointsEndpoints.cancelSubscription, { params: { user_id: contributorId } }),
  );

/** The provider's test card numbers (SANDBOX only; empty for a real provider). */
export const testCardsQuery: ApiQuery<MembershipOverview['test_cards']> = {
  reads: [paymentsEndpoints.membership],
  // Only a part of the membership's answer: a key of its own.
  args: ['test_cards'],
  load: () => loadMembership().then((overview) => overview.test_cards),
};
