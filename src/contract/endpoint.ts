// An endpoint is declared once, here in the contract: its method, its path under /api/v1, and the
// structs of its path parameters, query, body and answer. The server's `defineRoute`
// (server/http/route.ts) and the client's `call` (src/platform/api/client.ts) both take the same
// object, so a path is written once, a handler's return type is the answer's type, and the
// OpenAPI document (server/http/openapi.ts) is built from what both sides use.
import type { Struct } from './structs';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the API lives; an endpoint's `path` is relative to it. */
export const API_PREFIX = '/api/v1';

/** The header that carries a money request's idempotency key (DESIGN.md "Money, quantities, time"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface Endpoint<P = undefined, Q = undefined, B = undefined, R = undefined> {
  readonly method: HttpMethod;
  /** Relative to API_PREFIX, with `:name` for each path parameter: `/orders/:id/cancel`. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI tag the endpoint is listed under (its feature). */
  readonly tag: string;
  /**
   * 'session': 401 without one. 'none': open (sign-up, log-in, lead, csrf). 'operator': the /ops
   * console's, for operators only; to anyone else 404, as if there were no such route.
   */
  readonly auth: 'session' | 'none' | 'operator';
  /** One field per `:name` of the path, checked like a body field (a 400 names it). */
  readonly params?: Struct<P, unknown>;
  readonly query?: Struct<Q, unknown>;
  readonly body?: Struct<B, unknown>;
  /** The answer's struct; none for a 204, nor for an answer that is not JSON (`produces`). */
  readonly response?: Struct<R, unknown>;
  /**
   * An answer that is not one JSON body: the handler returns the bytes or the stream to send, of
   * this media type (a statement's PDF, the quote stream's server-sent events).
   */
  /** application/octet-stream: bytes whose exact type the handler sets (an uploaded document). */
  readonly produces?: 'application/pdf' | 'application/octet-stream' | 'text/event-stream';
  /** Status of a successful answer; 204 sends no body. */
  readonly status?: 200 | 201 | 204;
  /**
   * A money request (DESIGN.md "Money, quantities, time"): the Idempotency-Key header is
   * required (`true`), or taken when sent (`'optional'`), and a retry with the same key is
   * answered with the first answer.
   */
  readonly idempotent?: true | 'optional';
}

// Heterogeneous endpoints (any structs) are listed together, for the registry and the OpenAPI
// document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Declares an endpoint; the struct types flow into `defineRoute` and `call`. Marked free of side
 *  effects, so a bundler drops an endpoint no code reads (src/contract/endpoints/). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<P = undefined, Q = undefined, B = undefined, R = undefined>(
  declared: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return declared;
}

/** The names of a path's parameters, in order: `/orders/:id/cancel` → ['id']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/**
 * The path with its parameters filled in, each encoded as one segment: a value holding `/` or
 * `?` stays inside its segment. A missing parameter is a programming error, thrown at once.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
