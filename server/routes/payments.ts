// Memberships and paid viewpoint subscriptions (spec §2 /membership, /subscriptions). Thin: the
// contract's endpoints (paymentsEndpoints) validate, the services work. Purchases and renewals
// are idempotent endpoints (DESIGN.md "Money"): a retry answers with the first attempt (a decline
// again 402 with its reason) and writes nothing more.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { paymentOptionsOf } from '../services/payments/deps';
import { defineRoute } from '../http/route';
import { paymentDeps } from '../services/payments/deps';
import {
  cancelMembership,
  currentMembership,
  membershipOverview,
  membershipPlans,
  purchaseMembership,
  renewMembership,
} from '../services/payments/membership';
import {
  listViewpointSubscriptions,
  subscribeToContributor,
} from '../services/payments/viewpoint-subscriptions';
import * as membershipPlansEndpoints from '@/contract/endpoints/membership-plans';
import * as paymentsEndpoints from '@/contract/endpoints/payments';

export async function paymentRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const base = coreOf(appDeps);
  const options = paymentOptionsOf(appDeps.settings);
  const deps = paymentDeps(base, options);

  defineRoute(app, membershipPlansEndpoints.plans, () => ({ plans: membershipPlans(deps) }));
  defineRoute(app, paymentsEndpoints.membership, ({ userId }) => membershipOverview(deps, userId));
  defineRoute(app, paymentsEndpoints.purchaseMembership, ({ userId, body, idempotencyKey }) =>
    purchaseMembership(deps, userId, body, idempotencyKey),
  );
  defineRoute(app, paymentsEndpoints.renewMembership, ({ userId, body, idempotencyKey }) =>
    renewMembership(deps, userId, body, idempotencyKey),
  );
  defineRoute(app, paymentsEndpoints.cancelMembership, ({ userId }) =>
    cancelMembership(deps, userId),
  );
  defineRoute(app, paymentsEndpoints.subscriptions, async ({ userId }) => ({
    membership: await currentMembership(deps, userId),
    viewpoint_subscriptions: await listViewpointSubscriptions(deps, userId),
  }));
  defineRoute(app, paymentsEndpoints.subscribe, ({ userId, params, body, idempotencyKey }) =>
    subscribeToContributor(deps, userId, params.user_id, body, idempotencyKey, 'purchase'),
  );
  defineRoute(
    app,
    paymentsEndpoints.renewSubscription,
    ({ userId, params, body, idempotencyKey }) =>
      subscribeToContributor(deps, userId, params.user_id, body, idempotencyKey, 'renew'),
  );
}
