// The membership feature's reads, cancellations and a first viewpoint subscription (purchases and
// renewals made on the membership screens: purchases.ts). The queries name what they read, for
// the app's query cache (platform/queries); a purchase, renewal or cancellation that succeeds
// marks what it made stale.
import {
  type CardInput,
  type MembershipOverview,
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
