// The membership feature's calls. Purchases carry an Idempotency-Key (DESIGN.md "Money"): the
// form keeps one key per attempt, so a retry after a lost answer is the same purchase, and a new
// attempt (another card after a decline) gets a new key.
import { type CardInput, type MembershipPlanId } from '@/contract/payments';
import { call } from '@/platform/api';
import * as paymentsEndpoints from '@/contract/endpoints/payments';
import * as viewpointsEndpoints from '@/contract/endpoints/viewpoints';

export const loadMembership = () => call(paymentsEndpoints.membership);

export const loadSubscriptions = () => call(paymentsEndpoints.subscriptions);

export const purchaseMembership = (
  plan: MembershipPlanId,
  card: CardInput | undefined,
  key: string,
) =>
  call(paymentsEndpoints.purchaseMembership, {
    body: card ? { plan, card } : { plan },
    idempotencyKey: key,
  });

export const renewMembership = (card: CardInput | undefined, key: string) =>
  call(paymentsEndpoints.renewMembership, { body: card ? { card } : {}, idempotencyKey: key });

export const cancelMembership = () => call(paymentsEndpoints.cancelMembership);

export const subscribeToContributor = (
  contributorId: string,
  card: CardInput | undefined,
  key: string,
  renew = false,
) =>
  call(renew ? paymentsEndpoints.renewSubscription : paymentsEndpoints.subscribe, {
    params: { user_id: contributorId },
    body: card ? { card } : {},
    idempotencyKey: key,
  });

/**
 * Cancelling keeps the paid period; the answer is not needed (the list reloads). The endpoint is
 * the viewpoints feature's (viewpointsEndpoints).
 */
export const cancelViewpointSubscription = (contributorId: string) =>
  call(viewpointsEndpoints.cancelSubscription, { params: { user_id: contributorId } });

/** The provider's test card numbers (SANDBOX only; empty for a real provider). */
export const loadTestCards = () => loadMembership().then((overview) => overview.test_cards);
