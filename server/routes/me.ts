import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { preferenceProperties } from '../services/account-settings/preferences';
import { membershipAnalytics } from '../services/payments/analytics';
import type { PaymentDeps } from '../services/payments/deps';
import { getUser } from '../services/users';
import * as meEndpoints from '@/contract/endpoints/me';

/** `payments`: for the membership analytics properties of spec §3 on the user record. */
export function meRoutes(app: FastifyInstance, db: Db, payments: PaymentDeps): void {
  defineRoute(app, meEndpoints.me, async ({ userId }) => {
    const [user, membership, preferences] = await Promise.all([
      getUser(db, userId),
      membershipAnalytics(payments, userId),
      preferenceProperties(db, userId),
    ]);
    return { user: { ...user, ...membership, ...preferences } };
  });
}
