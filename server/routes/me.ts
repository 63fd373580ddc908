import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { paymentDeps, paymentOptionsOf } from '../services/payments/deps';
import { defineRoute } from '../http/route';
import { preferenceProperties } from '../services/account-settings/preferences';
import { membershipAnalytics } from '../services/payments/analytics';
import { hasCompletedOnboarding, recordAnalyticsProperties } from '../services/user-analytics';
import { getUser } from '../services/users';
import * as meEndpoints from '@/contract/endpoints/me';
import type { MeAnalyticsProperties } from '@/contract/me-analytics';

/**
 * The user record with the analytics properties of spec §3 (`payments`: the membership ones;
 * contract/me-analytics.ts: the rest, and those the product holds no data for).
 */
export async function meRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { db } = appDeps;
  const payments = paymentDeps(coreOf(appDeps), paymentOptionsOf(appDeps.settings));
  defineRoute(app, meEndpoints.me, async ({ userId }) => {
    const [user, membership, preferences, records] = await Promise.all([
      getUser(db, userId),
      membershipAnalytics(payments, userId),
      preferenceProperties(db, userId),
      recordAnalyticsProperties(db, userId),
    ]);
    const onboarding = { has_completed_onboarding: hasCompletedOnboarding(user) };
    const analytics = { ...membership, ...records, ...onboarding } satisfies Omit<
      MeAnalyticsProperties,
      'analytics_id'
    >;
    return { user: { ...user, ...preferences, ...analytics } };
  });
}
