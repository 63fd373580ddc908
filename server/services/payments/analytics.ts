// The membership user properties of spec §3, for the user record that
// src/platform/analytics/user-properties.ts passes through: has_membership,
// membership_waive_fee_min_equity, has_linked_payment_source, total_subscription_count and
// is_subscriber.
import { effectiveStatus } from './periods';

export interface MembershipAnalytics {
  /** A membership in force: active, or cancelled with its paid period still running. */
  has_membership: boolean;
  /** In dollars (the property name carries no _cents, unlike our API fields). */
  membership_waive_fee_min_equity: number;
  /**
   * False for everyone, and true to the records: the product keeps no payment source. A card is
   * charged once per purchase and only its brand and last four stay, on the payment row
   * (db/schema/payments.ts); each renewal asks for a card again. When cards are kept (a
   * provider's tokens), this reads them.
   */
  has_linked_payment_source: boolean;
  /** Viewpoint subscriptions in force (active, or cancelled inside their paid period). */
  total_subscription_count: number;
  /** Pays for something in force: the membership or a viewpoint subscription. */
  is_subscriber: boolean;
}

/** A membership's or a viewpoint subscription's stored status and the end of its paid period. */
export interface PaidPeriod {
  status: 'active' | 'cancelled' | 'lapsed';
  periodEnd: Date | null;
}

/** From the member's membership and subscriptions as stored (services/me.ts reads them). */
export function membershipAnalytics(
  membership: PaidPeriod | null,
  subscriptions: readonly PaidPeriod[],
  now: Date,
  waiveFeeMinEquityCents: number,
): MembershipAnalytics {
  // In force as the membership and subscription screens say (membership.ts, viewpoint-subscriptions.ts).
  const inForce = ({ status, periodEnd }: PaidPeriod) =>
    effectiveStatus(status, periodEnd, now) !== 'lapsed';
  const hasMembership = membership !== null && inForce(membership);
  const subscriptionCount = subscriptions.filter(inForce).length;
  return {
    has_membership: hasMembership,
    membership_waive_fee_min_equity: waiveFeeMinEquityCents / 100,
    has_linked_payment_source: false,
    total_subscription_count: subscriptionCount,
    is_subscriber: hasMembership || subscriptionCount > 0,
  };
}
