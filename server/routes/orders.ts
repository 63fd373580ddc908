// Orders (spec §2 /orders) and the paper-account reset, which is an order matter too: it cancels
// the account's open orders. Thin: the contract's endpoints (ordersEndpoints) validate, the
// services work. Placing, canceling and resetting are idempotent endpoints (DESIGN.md "Money,
// quantities, time"): a retry is answered with the first response. Each of these routes has one
// success status (201 for a placement, rejected orders included; 200 otherwise), so the stored
// status code always equals the route's.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '../services/accounts';
import { defineRoute } from '../http/route';
import { cancelOrder } from '../services/orders/cancel';
import { ordersDeps } from '../services/orders/deps';
import { resetPaperAccount } from '../services/orders/paper-reset';
import { placeOrder } from '../services/orders/place';
import { previewOrder } from '../services/orders/preview';
import { getOrder, listOrders } from '../services/orders/queries';
import * as ordersEndpoints from '@/contract/endpoints/orders';

export async function orderRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps = ordersDeps({
    ...coreOf(appDeps),
    paperStartingCashCents:
      appDeps.settings.paperStartingCashCents ?? DEFAULT_PAPER_STARTING_CASH_CENTS,
  });

  defineRoute(
    app,
    ordersEndpoints.place,
    async ({ userId, body, idempotencyKey }) =>
      (await placeOrder(deps, userId, body, idempotencyKey)).body,
  );
  defineRoute(app, ordersEndpoints.preview, ({ userId, body }) => previewOrder(deps, userId, body));
  defineRoute(app, ordersEndpoints.list, ({ userId, query }) => listOrders(deps.db, userId, query));
  defineRoute(app, ordersEndpoints.detail, ({ userId, params }) =>
    getOrder(deps.db, userId, params.id),
  );
  defineRoute(
    app,
    ordersEndpoints.cancel,
    async ({ userId, params, idempotencyKey }) =>
      (await cancelOrder(deps, userId, params.id, idempotencyKey)).body,
  );
  defineRoute(
    app,
    ordersEndpoints.paperReset,
    async ({ userId, idempotencyKey }) =>
      (await resetPaperAccount(deps, userId, idempotencyKey)).body,
  );
}
