// Support requests (spec §2 mobile "support and create support request"). Thin: the contract's
// endpoints (supportEndpoints) validate, the service works (server/services/support/requests.ts).
// Filing one is an idempotent endpoint: a retry answers with the first request.
import type { FastifyInstance } from 'fastify';
import { type AppDeps, coreOf } from '../deps';
import { paymentOptionsOf } from '../services/payments/deps';
import { defineRoute } from '../http/route';
import { paymentDeps } from '../services/payments/deps';
import {
  createSupportRequest,
  getSupportRequest,
  listSupportRequests,
} from '../services/support/requests';
import * as supportEndpoints from '@/contract/endpoints/support';

export async function supportRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const base = coreOf(appDeps);
  const options = paymentOptionsOf(appDeps.settings);
  const deps = paymentDeps(base, options);

  defineRoute(app, supportEndpoints.list, ({ userId }) => listSupportRequests(deps, userId));
  defineRoute(app, supportEndpoints.create, async ({ userId, body, idempotencyKey }) => ({
    support_request: await createSupportRequest(deps, userId, body, idempotencyKey),
  }));
  defineRoute(app, supportEndpoints.detail, async ({ userId, params }) => ({
    support_request: await getSupportRequest(deps.db, userId, params.id),
  }));
}
