import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { paymentDeps, paymentOptionsOf } from '../services/payments/deps';
import { defineRoute } from '../http/route';
import { preferenceProperties } from '../services/account-settings/preferences';
import { membershipAnalytics } from '../services/payments/analytics';
import { getUser } from '../services/users';
import * as meEndpoints from '@/contract/endpoints/me';

/** `payments`: for the membership analytics properties of spec §3 on the user record. */
export async function meRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { db } = appDeps;
  const payments = paymentDeps(coreOf(appDeps), paymentOptionsOf(appDeps.settings));
  defineRoute(app, meEndpoints.me, async ({ userId }) => {
    const [user, membership, preferences] = await Promise.all([
      getUser(db, userId),
      membershipAnalytics(payments, userId),
      preferenceProperties(db, userId),
    ]);
    return { user: { ...user, ...membership, ...preferences } };
  });
}
