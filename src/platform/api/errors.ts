// Typed errors from platform/api: components switch on `kind`, and on an answer's `code`
// (src/contract/errors.ts), never on raw fetch failures or on a status and a field name.
import { validate } from 'superstruct';
import { ApiErrorBody, type ErrorCode, knownErrorCode } from '@/contract/errors';

export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly field?: string,
    /** The server's code for an error answer; null without one (offline, a proxy's page). */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isOffline(): boolean {
    return this.kind === 'network';
  }
}

/** The ApiError of an error answer: its body's message, code and field when it has them. */
export function errorFromAnswer(status: number, json: unknown, fallback: string): ApiError {
  const [, body] = validate(json, ApiErrorBody);
  return new ApiError(
    'http',
    body?.error ?? fallback,
    status,
    body?.field,
    knownErrorCode(body?.code),
  );
}

/** Codes that say "not now" rather than "never": signed out, a stale CSRF token, throttled, the
 *  server away or at fault. */
const TRANSIENT_CODES: ReadonlySet<ErrorCode> = new Set([
  'not_signed_in',
  'csrf_invalid',
  'rate_limited',
  'upstream_failed',
  'unavailable',
  'internal',
]);

/**
 * Whether a failed write is worth sending again later (a queued draft or lesson completion): no
 * network, no readable answer, or a code of TRANSIENT_CODES. The server's refusals are final.
 */
export const isTransientFailure = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.kind !== 'http' ||
  error.code === null ||
  TRANSIENT_CODES.has(error.code);

/** The message a screen shows for any failure of a call. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network')
      return 'You appear to be offline. Check your connection and try again.';
    if (error.kind === 'invalid-response')
      return 'The server sent an answer we could not read. Please try again.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}
