// The user analytics properties of spec §3 that come from the member's records rather than the
// user row's own columns (src/contract/me-analytics.ts lists them and those left out).
import type { MeAnalyticsProperties } from '@/contract/me-analytics';
import type { User } from '@/contract/users';

type FromRecords = Omit<
  MeAnalyticsProperties,
  'analytics_id' | 'is_subscriber' | 'has_completed_onboarding'
>;

/**
 * §3 has_completed_onboarding: the three answers the home screen's first next steps ask for
 * (features/dashboard/next-steps.ts), all given.
 */
export const hasCompletedOnboarding = (
  user: Pick<User, 'account_type_chosen' | 'investing_experience' | 'brokerage_opt_in'>,
) =>
  user.account_type_chosen && user.investing_experience !== null && user.brokerage_opt_in !== null;

/** What the member's records hold, as services/me.ts reads them in its one query. */
export interface AnalyticsRecords {
  /** The live account, unless closed, and when its application was approved. */
  live: { status: string; approvedAt: Date | null } | null;
  bankLinked: boolean;
  karmaTotal: number | null;
}

export function recordAnalyticsProperties({
  live,
  bankLinked,
  karmaTotal,
}: AnalyticsRecords): FromRecords {
  // The live account opens when its application is approved (live-accounts/decisions.ts), and
  // approval is final, so the application's review time is when live trading started.
  const liveOpen = live?.status === 'open';
  return {
    is_live_trading: liveOpen,
    started_live_trading_at: liveOpen ? (live.approvedAt?.toISOString() ?? null) : null,
    has_linked_bank_account: bankLinked,
    community_points_total: karmaTotal ?? 0,
  };
}
