// The one way to add an API route: it takes the endpoint the contract declares
// (src/contract/endpoint.ts), validates path parameters, query and body with its structs, enforces
// the session requirement, reads the Idempotency-Key of a money request, carries the CSRF and
// session guards as the route's own hooks (guards.ts), and records the endpoint for the OpenAPI
// document (openapi.ts) and the tests that walk every route.
import type { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { type Struct, validate } from 'superstruct';
import { API_PREFIX, type AnyEndpoint, type Endpoint } from '@/contract/endpoint';
import { notFound, notSignedIn } from '../errors';
import { readIdempotencyKey } from './idempotency-key';
import { validateInput } from '../validation';

// Heterogeneous structs (any payload) are listed together for the OpenAPI document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;
/** An endpoint as registered: its full URL, and the server-only settings of its route. */
export type RouteSpec = AnyEndpoint & {
  /** API_PREFIX + path, as Fastify routes it. */
  url: string;
  /** Per-IP limit for this route (only the auth routes have one, see app.ts). */
  rateLimit?: { max: number; timeWindowMs: number };
};

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The signed-in user; always set when `auth` is 'session' or 'operator'. */
  userId: string;
  /** The request's Idempotency-Key: always set when the endpoint is `idempotent: true`, and
   *  '' when an `'optional'` one came without. */
  idempotencyKey: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The bytes or stream of an answer that is not JSON (an endpoint's `produces`). */
type RawAnswer = Buffer | Readable;

/** What a handler resolves to: the answer's type; for an endpoint without one, nothing or the
 *  raw answer of its `produces`. */
type Answer<R> = [R] extends [undefined] ? void | RawAnswer : R;

export interface RouteOptions {
  rateLimit?: { max: number; timeWindowMs: number };
}

const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

declare module 'fastify' {
  interface FastifyInstance {
    routeSpecs: RouteSpec[];
    /** Tests set it (test-app.ts): every answer is checked against its endpoint's struct, and a
     *  mismatch is a 500 that names the route and the field. */
    checkResponses: boolean;
  }
}

export function defineRoute<P, Q, B, R>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: (ctx: RouteContext<P, Q, B>) => Promise<Answer<R>> | Answer<R>,
  options: RouteOptions = {},
): void {
  const guards = app.guards;
  const url = `${API_PREFIX}${endpoint.path}`;
  if (!guards) throw new Error(`installGuards() must run before ${endpoint.method} ${url}`);
  const spec: RouteSpec = { ...endpoint, url, ...options };
  app.routeSpecs.push(spec);
  app.route({
    method: endpoint.method,
    url,
    // Every mutating route, signed in or not (log-in and sign-up too), needs the CSRF token.
    // Every answer, error or not, is `no-store` unless its handler says otherwise: answers are
    // personal or change by the second, and a shared device's or a proxy's HTTP cache must not
    // keep them (the service worker keeps its own, per person: src/sw.ts).
    onRequest: endpoint.method === 'GET' ? [noStore] : [noStore, guards.csrf],
    preHandler: [guards.session],
    config: options.rateLimit
      ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } }
      : {},
    handler: async (request, reply) => {
      // Order matters for the contract tests: 401 (no session) before 400 (bad input).
      const userId = request.auth?.userId ?? null;
      // The console's routes are not there for anyone but an operator: no hint that they exist.
      if (endpoint.auth === 'operator' && !request.auth?.operator) throw notFound('Not found.');
      if (endpoint.auth === 'session' && !userId) throw notSignedIn();
      // An endpoint without a struct has `undefined` for its type (endpoint()'s defaults).
      const params = endpoint.params
        ? validateInput(request.params, endpoint.params, 'path')
        : (undefined as P);
      const query = endpoint.query
        ? validateInput(request.query, endpoint.query, 'query')
        : (undefined as Q);
      const body = endpoint.body
        ? validateInput(request.body ?? {}, endpoint.body, 'body')
        : (undefined as B);
      // An empty header is no header (an optional key is then simply not given).
      const sentKey = Boolean(request.headers['idempotency-key']);
      const idempotencyKey =
        endpoint.idempotent === true || (endpoint.idempotent === 'optional' && sentKey)
          ? readIdempotencyKey(request)
          : '';
      const result = await handler({
        params,
        query,
        body,
        userId: userId ?? '',
        idempotencyKey,
        request,
        reply,
      });
      if (endpoint.status === 204) return reply.status(204).send();
      if (endpoint.produces) {
        // A handler may set a fuller content type (a charset) or headers of its own.
        if (!reply.hasHeader('content-type')) reply.type(endpoint.produces);
        return reply.status(endpoint.status ?? 200).send(result);
      }
      if (app.checkResponses && endpoint.response) checkAnswer(spec, endpoint.response, result);
      return reply.status(endpoint.status ?? 200).send(result);
    },
  });
}

/** In tests: an answer its own struct refuses is a bug of the route, named with its field. */
function checkAnswer(spec: RouteSpec, struct: AnyStruct, value: unknown): void {
  const [error] = validate(value, struct);
  if (!error) return;
  const failure = error.failures()[0] ?? error;
  throw new Error(
    `${spec.method} ${spec.url} answered what its response struct refuses, at ` +
      `"${failure.path.join('.') || '(root)'}": ${failure.message}`,
  );
}
