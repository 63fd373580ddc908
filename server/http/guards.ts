// The guards every API route carries as its own hooks (defineRoute attaches them). They are
// properties of the matched route, never checks of `request.url`: Fastify routes on the decoded
// path, so a guard that matched URL prefixes let `/%61pi/v1/…` reach `/api/v1/…` handlers without
// it. A request that matches no route meets the not-found handler (static.ts) and no handler.
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { sessionResolver } from './auth-context';
import { csrfGuard } from './csrf';

interface RouteGuards {
  /** onRequest of every mutating route: 403 without the caller's CSRF token. */
  csrf: onRequestHookHandler;
  /** preHandler of every route: sets `request.auth`. */
  session: preHandlerHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    guards: RouteGuards;
  }
}

/** Call before any route is defined: defineRoute refuses to define a route without them. */
export function installGuards(app: FastifyInstance, db: Db, csrfKey: string): void {
  app.decorateRequest('auth', null);
  app.decorate('guards', { csrf: csrfGuard(csrfKey, db), session: sessionResolver(db) });
}
