// Whether an error means the database cannot be reached right now (PostgreSQL restarting, down,
// or its connection lost), as opposed to a fault in the request or in our code. The error handler
// (server/http/errors.ts) answers those with 503 and a "try again" message instead of a 500:
// nothing was wrong with the request, and a retry with the same Idempotency-Key is safe.
// drizzle wraps a failed query (DrizzleQueryError), so the whole `cause` chain is looked at.

/** PostgreSQL SQLSTATEs: class 08 (connection exception) and the shutdown codes of class 57. */
const UNAVAILABLE_STATE = /^(08...|57P01|57P02|57P03)$/;
/** Socket errors of the connection itself. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection ends or a broken client is used. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || NETWORK_CODES.has(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    // A refused connection to a name with several addresses is an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
