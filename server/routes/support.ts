// Support requests (spec §2 mobile "support and create support request"). Thin: the contract's
// endpoints (supportEndpoints) validate, the service works (server/services/support/requests.ts).
// Filing one is an idempotent endpoint: a retry answers with the first request.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import type { QuoteProvider } from '../market';
import { paymentDeps, type PaymentOptions } from '../services/payments/deps';
import {
  createSupportRequest,
  getSupportRequest,
  listSupportRequests,
} from '../services/support/requests';
import * as supportEndpoints from '@/contract/endpoints/support';

export function supportRoutes(
  app: FastifyInstance,
  base: { db: Db; now: () => Date; quotes: QuoteProvider },
  options: PaymentOptions = {},
): void {
  const deps = paymentDeps(base, options);

  defineRoute(app, supportEndpoints.list, ({ userId }) => listSupportRequests(deps, userId));
  defineRoute(app, supportEndpoints.create, async ({ userId, body, idempotencyKey }) => ({
    support_request: await createSupportRequest(deps, userId, body, idempotencyKey),
  }));
  defineRoute(app, supportEndpoints.detail, async ({ userId, params }) => ({
    support_request: await getSupportRequest(deps.db, userId, params.id),
  }));
}
