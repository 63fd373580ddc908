// Support requests (issue 8/10 item 5; spec §2 mobile "support and create support request").
// Thin: validate with the contract, call the service (server/services/support/requests.ts).
// Filing one takes an Idempotency-Key header: a retry answers with the first request.
import type { FastifyInstance } from 'fastify';
import {
  CreateSupportRequest,
  SupportRequestResponse,
  SupportRequestsResponse,
} from '@/contract/support';
import { Uuid } from '@/contract/orders';
import type { Db } from '../db/client';
import { defineRoute } from '../http/route';
import { pathParam } from '../http/validation';
import type { QuoteProvider } from '../market';
import { readIdempotencyKey } from '../http/idempotency-key';
import { paymentDeps, type PaymentOptions } from '../services/payments/deps';
import {
  createSupportRequest,
  getSupportRequest,
  listSupportRequests,
} from '../services/support/requests';

export function supportRoutes(
  app: FastifyInstance,
  base: { db: Db; now: () => Date; quotes: QuoteProvider },
  options: PaymentOptions = {},
): void {
  const deps = paymentDeps(base, options);
  const tag = 'support';
  const prefix = '/api/v1/support_requests';

  defineRoute(
    app,
    {
      method: 'GET',
      url: prefix,
      summary: "The member's support requests, newest first, and whether a new one is priority",
      tag,
      auth: 'session',
      response: SupportRequestsResponse,
    },
    ({ userId }) => listSupportRequests(deps, userId),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: prefix,
      summary:
        'File a support request; priority while a membership is in force (Idempotency-Key header required)',
      tag,
      auth: 'session',
      body: CreateSupportRequest,
      response: SupportRequestResponse,
      status: 201,
    },
    async ({ request, userId, body }) => ({
      support_request: await createSupportRequest(deps, userId, body, readIdempotencyKey(request)),
    }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${prefix}/:id`,
      summary: "One of the member's support requests (another member's is 404)",
      tag,
      auth: 'session',
      response: SupportRequestResponse,
    },
    async ({ request, userId }) => ({
      support_request: await getSupportRequest(deps.db, userId, pathParam(request, 'id', Uuid)),
    }),
  );
}
