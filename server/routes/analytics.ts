// POST /analytics: the analytics ingest (spec §7 analytics upload). Not under /api: the public-key
// SDK posts here form-encoded (or by beacon), without a session or CSRF token, so it is a plain
// Fastify route in its own plugin scope (its form parser and body limit stay here) and is not in
// the OpenAPI registry of defineRoute. Answers 200 with the plain body `success`, as Amplitude does.
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_PATH, ANALYTICS_SUCCESS_BODY } from '@/contract/analytics';
import type { Db } from '../db/client';
import { fanOut, type Destination } from '../services/analytics/destinations';
import { parseUpload, storeEvents } from '../services/analytics/ingest';

/** Uploads beyond this are refused with 413, and the client halves its batch (§8). */
export const ANALYTICS_MAX_BYTES = 1024 * 1024;

export interface AnalyticsRouteOptions {
  maxBytes?: number;
  destinations?: readonly Destination[];
}

export async function analyticsRoutes(
  app: FastifyInstance,
  db: Db,
  options: AnalyticsRouteOptions = {},
): Promise<void> {
  const bodyLimit = options.maxBytes ?? ANALYTICS_MAX_BYTES;
  const destinations = options.destinations ?? [];
  const deliveries = new Set<Promise<void>>();

  await app.register(async (scope) => {
    // Fastify parses no forms by default; this parser exists only inside this scope.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(ANALYTICS_PATH, { bodyLimit }, async (request, reply) => {
      const upload = parseUpload(request.body);
      const stored = await storeEvents(db, upload);
      // The answer does not wait for the destinations; shutdown does (onClose below).
      const delivery = fanOut(destinations, stored, request.log);
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
      return reply.status(200).type('text/plain; charset=utf-8').send(ANALYTICS_SUCCESS_BODY);
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all(deliveries);
  });
}
