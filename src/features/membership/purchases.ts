// The membership feature's paid calls made by its own screens: purchases and renewals of the
// membership and renewals of viewpoint subscriptions (a first subscription is api.ts
// `subscribeToContributor`, whose revenue viewpoints' SubscribeModal logs). Each carries an Idempotency-Key (DESIGN.md "Money": one key per attempt, so a
// retry after a lost answer is the same purchase), and a paid answer logs its revenue for
// analytics (§3, §5, §7). A module of its own, apart from api.ts and out of index.ts: only the
// membership screens call these, and api.ts rides in the app shell, which has no room
// (CONTRIBUTING "Footguns").
import type { CardInput, MembershipPlanId, Payment } from '@/contract/payments';
import { trackPurchaseRevenue } from '@/platform/analytics/revenue';
import { call } from '@/platform/api';
import { afterChange } from '@/platform/queries';
import * as paymentsEndpoints from '@/contract/endpoints/payments';

/** The revenue a paid answer logs, and the answer unchanged. */
const withRevenue =
  (productId: string, revenueType: string) =>
  <R extends { payment: Payment | null }>(result: R): R => {
    trackPurchaseRevenue(result.payment, { productId, revenueType });
    return result;
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
  ).then(withRevenue(`membership:${plan}`, 'membership'));

export const renewMembership = (card: CardInput | undefined, key: string) =>
  afterChange(
    'membership',
    call(paymentsEndpoints.renewMembership, { body: card ? { card } : {}, idempotencyKey: key }),
  ).then((result) =>
    withRevenue(`membership:${result.membership.plan}`, 'membership renewal')(result),
  );

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
  ).then(withRevenue(`viewpoint_subscription:${contributorId}`, 'viewpoint subscription renewal'));
