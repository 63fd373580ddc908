// The one way to add an API route: validates query and body with contract structs, enforces the
// session requirement, carries the CSRF and session guards as the route's own hooks (guards.ts),
// and records the definition for the OpenAPI document (openapi.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Struct } from 'superstruct';
import { unauthorized } from './errors';
import { validateInput } from './validation';

// Heterogeneous structs (any payload) are listed together for the OpenAPI document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec<B = unknown, Q = unknown> {
  method: HttpMethod;
  url: string;
  summary: string;
  tag: string;
  /** 'session': 401 without one. 'none': open (sign-up, log-in, lead, csrf). */
  auth: 'session' | 'none';
  body?: Struct<B, unknown>;
  query?: Struct<Q, unknown>;
  response?: AnyStruct;
  /** Status of a successful answer; 204 sends no body. */
  status?: 200 | 201 | 204;
  /** Per-IP limit for this route (only the auth routes have one, see app.ts). */
  rateLimit?: { max: number; timeWindowMs: number };
}

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  /** The signed-in user; always set when `auth: 'session'`. */
  userId: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<B, Q> = (ctx: RouteContext<B, Q>) => Promise<unknown>;

const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

declare module 'fastify' {
  interface FastifyInstance {
    routeSpecs: RouteSpec[];
  }
}

export function defineRoute<B = undefined, Q = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q>,
  handler: Handler<B, Q>,
): void {
  const guards = app.guards;
  if (!guards) throw new Error(`installGuards() must run before ${spec.method} ${spec.url}`);
  app.routeSpecs.push(spec as RouteSpec);
  app.route({
    method: spec.method,
    url: spec.url,
    // Every mutating route, signed in or not (log-in and sign-up too), needs the CSRF token.
    // Every answer, error or not, is `no-store` unless its handler says otherwise: answers are
    // personal or change by the second, and a shared device's or a proxy's HTTP cache must not
    // keep them (the service worker keeps its own, per person: src/sw.ts).
    onRequest: spec.method === 'GET' ? [noStore] : [noStore, guards.csrf],
    preHandler: [guards.session],
    config: spec.rateLimit
      ? { rateLimit: { max: spec.rateLimit.max, timeWindow: spec.rateLimit.timeWindowMs } }
      : {},
    handler: async (request, reply) => {
      // Order matters for the contract tests: 401 (no session) before 400 (bad input).
      const userId = request.auth?.userId ?? null;
      if (spec.auth === 'session' && !userId) throw unauthorized();
      const query = spec.query
        ? validateInput(request.query, spec.query, 'query')
        : (undefined as Q);
      const body = spec.body
        ? validateInput(request.body ?? {}, spec.body, 'body')
        : (undefined as B);
      const result = await handler({ body, query, userId: userId ?? '', request, reply });
      if (spec.status === 204) return reply.status(204).send();
      return reply.status(spec.status ?? 200).send(result);
    },
  });
}
