// `GET /me`: the user record with the analytics properties of spec §3, in one round trip. The app
// asks for it at every start and after every change to the account, and it draws on nine tables
// (the user, experiment groups, preferences, membership, subscriptions, the live account and its
// application, bank accounts, karma): one prepared statement reads what each needs as a subquery
// (db/prepared.ts), and the same rules as the screens turn it into the answer.
import { eq, sql } from 'drizzle-orm';
import type { MeResponse } from '@/contract/me';
import type { MeAnalyticsProperties } from '@/contract/me-analytics';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { users } from '../db/schema';
import { notSignedIn } from '../errors';
import { preferencePropertiesOf } from './account-settings/preferences';
import { groupsFromStored } from './experiments';
import { membershipAnalytics, type PaidPeriod } from './payments/analytics';
import { hasCompletedOnboarding, recordAnalyticsProperties } from './user-analytics';
import { ANSWERED_USER_COLUMNS, toUser } from './users';

const USER = sql`${sql.placeholder('user')}::uuid`;

/** A paid period as json_build_object writes it: its end as text. */
type StoredPeriod = { status: PaidPeriod['status']; period_end: string | null };

function readStatement(db: Db) {
  return preparedOnce(db, 'me', () =>
    db
      .select({
        user: ANSWERED_USER_COLUMNS,
        // Written with table aliases: inside a select of one table drizzle names its columns
        // without their table, which the joined subquery would find ambiguous.
        experiments: sql<{ experiment: string; group: string }[] | null>`(
          SELECT json_agg(json_build_object('experiment', g.experiment, 'group', g.test_group))
          FROM user_experiment_groups g WHERE g.user_id = ${USER})`,
        preferences: sql<{
          app_color_theme: string | null;
          show_compare_spy_price_history: boolean;
          analytics_opt_out: boolean;
        } | null>`(
          SELECT json_build_object('app_color_theme', p.app_color_theme,
            'show_compare_spy_price_history', p.show_compare_spy_price_history,
            'analytics_opt_out', p.analytics_opt_out)
          FROM user_preferences p WHERE p.user_id = ${USER})`,
        membership: sql<StoredPeriod | null>`(
          SELECT json_build_object('status', m.status, 'period_end', m.current_period_end)
          FROM memberships m WHERE m.user_id = ${USER})`,
        subscriptions: sql<StoredPeriod[] | null>`(
          SELECT json_agg(json_build_object('status', v.status, 'period_end', v.current_period_end))
          FROM viewpoint_subscriptions v WHERE v.subscriber_id = ${USER})`,
        // The live account opens when its application is approved (user-analytics.ts).
        live: sql<{ status: string; approved_at: string | null } | null>`(
          SELECT json_build_object('status', a.status, 'approved_at', l.reviewed_at)
          FROM accounts a
          LEFT JOIN live_account_applications l ON l.user_id = a.user_id AND l.status = 'approved'
          WHERE a.user_id = ${USER} AND a.type = 'live' AND a.status <> 'closed'
          LIMIT 1)`,
        bankLinked: sql<boolean>`EXISTS (
          SELECT 1 FROM bank_accounts b WHERE b.user_id = ${USER} AND b.status = 'verified')`,
        karmaTotal: sql<number | null>`(
          SELECT k.total FROM karma_totals k WHERE k.user_id = ${USER})`,
      })
      .from(users)
      .where(eq(users.id, USER)),
  );
}

const period = (stored: StoredPeriod): PaidPeriod => ({
  status: stored.status,
  periodEnd: stored.period_end === null ? null : new Date(stored.period_end),
});

/** The contract's user, and the §3 properties it passes through (contract/me-analytics.ts). */
type MeUser = MeResponse['user'] & Omit<MeAnalyticsProperties, 'analytics_id'>;

export async function readMe(
  db: Db,
  userId: string,
  now: Date,
  waiveFeeMinEquityCents: number,
): Promise<MeUser> {
  const [row] = await readStatement(db).execute({ user: userId });
  if (!row) throw notSignedIn();
  const user = {
    ...toUser(row.user),
    // Assigned and stored on a first read, as getUser does (experiments.ts).
    ...(await groupsFromStored(db, userId, row.experiments ?? [])),
  };
  const membership = membershipAnalytics(
    row.membership && period(row.membership),
    (row.subscriptions ?? []).map(period),
    now,
    waiveFeeMinEquityCents,
  );
  const records = recordAnalyticsProperties({
    live: row.live && {
      status: row.live.status,
      approvedAt: row.live.approved_at === null ? null : new Date(row.live.approved_at),
    },
    bankLinked: row.bankLinked,
    karmaTotal: row.karmaTotal,
  });
  return {
    ...user,
    ...preferencePropertiesOf(row.preferences),
    ...membership,
    ...records,
    has_completed_onboarding: hasCompletedOnboarding(user),
  };
}
