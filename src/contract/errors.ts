import { optional, string, type, type Infer } from './structs';

/**
 * Every error code the API answers with. A code names what went wrong, for the client to branch
 * on (never on a status and a field name); the server maps each to its HTTP status in one place
 * (server/http/errors.ts). A code is stable: add new ones, never rename one.
 */
export const ERROR_CODES = [
  /** A field is missing, malformed or out of its limits (`field` names it). */
  'invalid_input',
  /** No session, or an ended one: sign in. */
  'not_signed_in',
  /** The email and password do not match an account. */
  'wrong_credentials',
  /** The card was declined (its reason is the message). */
  'payment_declined',
  /** Signed in, but this is not yours to do (a closed account, say). */
  'forbidden',
  /** A write without a valid X-CSRF-Token: fetch /util/csrf and send it again. */
  'csrf_invalid',
  /** Nothing by that id or name, or not shared with you. */
  'not_found',
  /** The request clashes with the current state (an order no longer open, a name taken). */
  'conflict',
  /** The money moves only in a live account, and this person has none yet (spec §5). */
  'live_account_required',
  /** Money moves only once the member has confirmed their email (the link mailed at sign-up). */
  'email_unverified',
  /** It existed, and has expired (a confirmation link). */
  'gone',
  /** The body or a file is over its size limit. */
  'too_large',
  /** A file or body of a kind this endpoint does not take. */
  'unsupported_type',
  /** Well formed, but it cannot be done as asked (an account not open yet, an amount over the
   *  balance, a target out of reach). */
  'unprocessable',
  /** An Idempotency-Key reused with a different request. */
  'idempotency_key_reused',
  /** Too many attempts: wait (the `retry-after` header says how long). */
  'rate_limited',
  /** A provider we call did not answer. */
  'upstream_failed',
  /** The service is briefly away (its database restarting): try again in a moment. */
  'unavailable',
  /** Our fault; the details are in the server's log. */
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every 4xx/5xx body of the API: a message to show, its code, and the offending field when there
 * is one. The code is a string here: a client older than a code it meets still shows the message.
 */
export const ApiErrorBody = type({
  error: string(),
  code: string(),
  field: optional(string()),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

/** `code` when it is one this client knows, else null. */
export const knownErrorCode = (code: string | undefined): ErrorCode | null =>
  (ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : null;
