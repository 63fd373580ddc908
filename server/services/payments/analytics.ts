// The membership user properties of spec §3, for the user record that
// src/platform/analytics/user-properties.ts passes through: has_membership,
// membership_waive_fee_min_equity, has_linked_payment_source, total_subscription_count.
import type { PaymentDeps } from './deps';
import { currentMembership } from './membership';
import { listViewpointSubscriptions } from './viewpoint-subscriptions';

export interface MembershipAnalytics {
  /** A membership in force: active, or cancelled with its paid period still running. */
  has_membership: boolean;
  /** In dollars (the property name carries no _cents, unlike our API fields). */
  membership_waive_fee_min_equity: number;
  /** Always false: cards are charged once and never kept (no stored payment source). */
  has_linked_payment_source: boolean;
  /** Viewpoint subscriptions in force (active, or cancelled inside their paid period). */
  total_subscription_count: number;
}

export async function membershipAnalytics(
  deps: PaymentDeps,
  userId: string,
): Promise<MembershipAnalytics> {
  const [membership, subscriptions] = await Promise.all([
    currentMembership(deps, userId),
    listViewpointSubscriptions(deps, userId),
  ]);
  return {
    has_membership: membership !== null && membership.status !== 'lapsed',
    membership_waive_fee_min_equity: deps.waiveFeeMinEquityCents / 100,
    has_linked_payment_source: false,
    total_subscription_count: subscriptions.filter((s) => s.readable).length,
  };
}
