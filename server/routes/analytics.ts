// POST /analytics: the analytics ingest (spec §7 analytics upload). Not under /api: the public-key
// SDK posts here form-encoded (or by beacon), without a session or CSRF token, so it is a plain
// Fastify route in its own plugin scope (its form parser and body limit stay here) and is not in
// the OpenAPI registry of defineRoute. Answers 200 with the plain body `success`, as Amplitude does.
//
// Abuse (anonymous callers, any user_id): uploads are throttled per address and per device
// (services/analytics/throttle.ts, counted in PostgreSQL), and each event records whether its
// user_id is the user signed in with the request's session cookie (`user_verified`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { ANALYTICS_PATH, ANALYTICS_SUCCESS_BODY } from '@/contract/analytics';
import type { Db } from '../db/client';
import { sessionFromCookie } from '../http/auth-context';
import { fanOut, type Destination } from '../services/analytics/destinations';
import { parseUpload, storeEvents, type WireEvent } from '../services/analytics/ingest';
import {
  ANALYTICS_RATE_LIMITS,
  AnalyticsThrottle,
  type AnalyticsRateLimits,
} from '../services/analytics/throttle';

/** Uploads beyond this are refused with 413, and the client halves its batch (§8). */
export const ANALYTICS_MAX_BYTES = 1024 * 1024;

export interface AnalyticsRouteOptions {
  maxBytes?: number;
  destinations?: readonly Destination[];
  /** Throttling limits; each one left out is ANALYTICS_RATE_LIMITS' (tests set small ones). */
  rateLimits?: Partial<AnalyticsRateLimits>;
  /** The clock of the counting windows, ms since the epoch (tests move it). */
  now?: () => number;
}

/**
 * The user signed in with the request's session cookie, resolved as the API's session hook does
 * (http/auth-context.ts); this route is outside the API routes, so nothing has done it. Skipped
 * when no event names a user, since then nothing could be verified.
 */
async function sessionUserId(
  db: Db,
  request: FastifyRequest,
  events: readonly WireEvent[],
): Promise<string | null> {
  if (!events.some((event) => event.user_id)) return null;
  return (await sessionFromCookie(db, request))?.userId ?? null;
}

export async function analyticsRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const { db, settings } = appDeps;
  await analyticsRoutesWith(app, db, {
    maxBytes: settings.analyticsMaxBytes,
    destinations: settings.analyticsDestinations,
  });
}

/** The analytics routes with their limits and clock given (a test shortens them). */
export async function analyticsRoutesWith(
  app: FastifyInstance,
  db: Db,
  options: AnalyticsRouteOptions = {},
): Promise<void> {
  const bodyLimit = options.maxBytes ?? ANALYTICS_MAX_BYTES;
  const destinations = options.destinations ?? [];
  const limits = { ...ANALYTICS_RATE_LIMITS };
  for (const [name, value] of Object.entries(options.rateLimits ?? {})) {
    // An option given as undefined (threaded through unset) keeps the default.
    if (value !== undefined) limits[name as keyof AnalyticsRateLimits] = value;
  }
  const throttle = new AnalyticsThrottle(db, limits);
  const now = options.now ?? (() => Date.now());
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
      // Counted after the checks, so a refused (400) upload writes nothing, not even a counter.
      const verdict = await throttle.check(request.ip, upload.events, now());
      if (verdict.throttled) {
        return reply
          .status(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send(verdict.body);
      }
      const stored = await storeEvents(db, upload, await sessionUserId(db, request, upload.events));
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
