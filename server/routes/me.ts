import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { defineRoute } from '../http/route';
import { paymentDeps, paymentOptionsOf } from '../services/payments/deps';
import { readMe } from '../services/me';
import * as meEndpoints from '@/contract/endpoints/me';

/**
 * The user record with the analytics properties of spec §3 (services/me.ts, one round trip;
 * contract/me-analytics.ts: those the product holds no data for).
 */
export async function meRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { db } = appDeps;
  const { waiveFeeMinEquityCents } = paymentDeps(
    coreOf(appDeps),
    paymentOptionsOf(appDeps.settings),
  );
  defineRoute(app, meEndpoints.me, async ({ userId }) => ({
    user: await readMe(db, userId, appDeps.market.now(), waiveFeeMinEquityCents),
  }));
}
