// The user analytics properties of spec §3 that come from the member's records rather than the
// user row's own columns (src/contract/me-analytics.ts lists them and those left out).
import { and, eq, ne } from 'drizzle-orm';
import type { MeAnalyticsProperties } from '@/contract/me-analytics';
import type { User } from '@/contract/users';
import type { Db } from '../db/client';
import { accounts, bankAccounts, karmaTotals, liveAccountApplications } from '../db/schema';

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

export async function recordAnalyticsProperties(db: Db, userId: string): Promise<FromRecords> {
  const [[live], [bank], [karma]] = await Promise.all([
    // The live account opens when its application is approved (live-accounts/decisions.ts), and
    // approval is final, so the application's review time is when live trading started.
    db
      .select({ status: accounts.status, approvedAt: liveAccountApplications.reviewedAt })
      .from(accounts)
      .leftJoin(
        liveAccountApplications,
        and(
          eq(liveAccountApplications.userId, accounts.userId),
          eq(liveAccountApplications.status, 'approved'),
        ),
      )
      .where(
        and(eq(accounts.userId, userId), eq(accounts.type, 'live'), ne(accounts.status, 'closed')),
      )
      .limit(1),
    db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.status, 'verified')))
      .limit(1),
    db.select({ total: karmaTotals.total }).from(karmaTotals).where(eq(karmaTotals.userId, userId)),
  ]);
  const liveOpen = live?.status === 'open';
  return {
    is_live_trading: liveOpen,
    started_live_trading_at: liveOpen ? (live.approvedAt?.toISOString() ?? null) : null,
    has_linked_bank_account: bank !== undefined,
    community_points_total: karma?.total ?? 0,
  };
}
