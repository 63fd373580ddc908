// The one API client (spec §7; CONVENTIONS "Validate once at the edge"): adds the CSRF header and
// the kept token pair, sends credentials, validates every response with its contract struct, and
// turns every failure into an ApiError. Every outcome is evidence for the connectivity signal
// (platform/network).
import { type Struct, validate } from 'superstruct';
import { API_PREFIX, type Endpoint, fillPath, IDEMPOTENCY_HEADER } from '@/contract/endpoint';
import { CsrfResponse } from '@/contract/util';
import { observedFetch } from '@/platform/network/online';
import { clearPersonalCaches } from '@/platform/offline/caches';
import { CACHED_ANSWER_HEADER } from '@/platform/offline/sw-constants';
import { ApiError, errorFromAnswer } from './errors';
import { storedTokenPair } from './token-pair';
import * as utilEndpoints from '@/contract/endpoints/util';

const API_BASE = API_PREFIX;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  path: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** The contract struct of a success body; omit for 204 answers. */
  response?: Struct<T, unknown>;
  /** Extra request headers, e.g. `Idempotency-Key` on money requests (DESIGN.md "Money"). */
  headers?: Record<string, string>;
}

let csrfToken: string | null = null;

/** GET /util/csrf: the sign-in state and a CSRF token. Keeps the token for later writes. */
export async function fetchSessionState(): Promise<CsrfResponse> {
  const state = await send({ path: utilEndpoints.csrf.path, response: CsrfResponse });
  csrfToken = state.csrf_token;
  return state;
}

/** What a call sends: the endpoint's path parameters, query and body, as its structs type them. */
export type CallInput<P, Q, B> = ([P] extends [undefined]
  ? { params?: undefined }
  : { params: P }) &
  ([Q] extends [undefined] ? { query?: undefined } : { query?: Q }) &
  ([B] extends [undefined] ? { body?: undefined } : { body: B }) & {
    /** Required by an idempotent endpoint: one key per request, the same key for its retries. */
    idempotencyKey?: string;
  };

/**
 * Calls an endpoint of the contract (src/contract/endpoint.ts): the path filled from `params`,
 * the query's values as strings, the Idempotency-Key header for a money request, and the answer
 * checked with the endpoint's response struct.
 */
export function call<P, Q, B, R>(
  endpoint: Endpoint<P, Q, B, R>,
  // Without path parameters or a body, the input may be left out (a query is always optional).
  ...[input]: [P, B] extends [undefined, undefined]
    ? [input?: CallInput<P, Q, B>]
    : [input: CallInput<P, Q, B>]
): Promise<R> {
  if (endpoint.idempotent === true && !input?.idempotencyKey) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs an idempotency key`);
  }
  return api<R>(callRequest(endpoint, input));
}

/** The request a call sends (call above; last-answer.ts finds its kept answer by it). */
export function callRequest<P, Q, B, R>(
  endpoint: Endpoint<P, Q, B, R>,
  input: CallInput<P, Q, B> | undefined,
): ApiRequest<R> {
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[name] = String(value);
  }
  return {
    method: endpoint.method,
    path: fillPath(endpoint.path, input?.params as Record<string, unknown> | undefined),
    query,
    body: input?.body,
    response: endpoint.response as Struct<R, unknown> | undefined,
    headers: input?.idempotencyKey ? { [IDEMPOTENCY_HEADER]: input.idempotencyKey } : undefined,
  };
}

export async function api<T = void>(request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  if (method === 'GET') return send(request);
  if (!csrfToken) await fetchSessionState();
  try {
    return await send(request);
  } catch (error) {
    // A rotated or missing CSRF cookie: fetch a fresh token once and retry.
    if (error instanceof ApiError && error.code === 'csrf_invalid') {
      await fetchSessionState();
      return send(request);
    }
    throw error;
  }
}

export function buildUrl(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value);
  }
  const pair = storedTokenPair();
  if (pair) {
    params.set('auth_id', pair.auth_id);
    params.set('token', pair.token);
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send<T>(request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await observedFetch(buildUrl(request.path, request.query), {
      method,
      headers,
      credentials: 'include',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    throw new ApiError('network', 'Network request failed');
  }
  // The session this device held has ended: its saved answers go (src/sw.ts does the same).
  if (response.status === 401) void clearPersonalCaches();
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw errorFromAnswer(response.status, json, `Request failed with status ${response.status}`);
  }
  if (!request.response) return undefined as T;
  const [error, value] = validate(json, request.response);
  if (error)
    throw new ApiError(
      'invalid-response',
      `Unexpected response for ${request.path}`,
      response.status,
    );
  if (response.headers.has(CACHED_ANSWER_HEADER)) {
    markKeptAnswer(value, Date.parse(response.headers.get('date') ?? ''));
  }
  return value;
}

/**
 * Answers that are the device's copy rather than this moment's, with when the server gave them:
 * the service worker's, taken from its cache for want of a network, and those read from that cache
 * directly (kept-answer.ts). Marked by identity, so the app's query cache never swaps a marked
 * answer for an equal object it held (platform/queries query-client.ts).
 */
const keptAnswers = new WeakMap<object, number>();

export function markKeptAnswer(answer: unknown, givenAt: number): void {
  if (typeof answer === 'object' && answer && Number.isFinite(givenAt)) {
    keptAnswers.set(answer, givenAt);
  }
}

/**
 * When the server gave an answer that is the device's copy, for the screen to say when its figures
 * are from; undefined for a fresh answer.
 */
export const keptAnswerTime = (answer: unknown): number | undefined =>
  typeof answer === 'object' && answer ? keptAnswers.get(answer) : undefined;
