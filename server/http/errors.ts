// The one place errors become HTTP answers: every code (src/contract/errors.ts) has its status,
// and every 4xx/5xx body is `{error, code, field?}` (ApiErrorBody).
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@/contract/errors';
import { type Db, poolState } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  not_signed_in: 401,
  wrong_credentials: 401,
  payment_declined: 402,
  forbidden: 403,
  csrf_invalid: 403,
  not_found: 404,
  conflict: 409,
  live_account_required: 409,
  email_unverified: 403,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
};

/** The body of an error answer. */
const errorBody = (code: ErrorCode, message: string, field?: string): ApiErrorBody =>
  field ? { error: message, code, field } : { error: message, code };

/** Answers with an error from a hook that ends the request itself (not a thrown error). */
export const sendError = (reply: FastifyReply, code: ErrorCode, message: string): FastifyReply =>
  reply.status(ERROR_STATUS[code]).send(errorBody(code, message));

/** No stack traces or internals leave the server: 5xx bodies are generic, details go to the log. */
/** `db`: the app's database, whose pool's state a 503's log line carries. */
export function installErrorHandler(app: FastifyInstance, db?: Db): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(ERROR_STATUS[error.code])
        .send(errorBody(error.code, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, message] = clientError(error, status);
      return reply.status(status).send(errorBody(code, message));
    }
    // The database is away (restarting, failing over): say so and that a retry will do, rather
    // than a 500 (tests/api/fault-postgres-restart.test.ts). The pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      // The pool's state tells a busy pool (every connection taken, requests waiting) from a
      // database that cannot be reached (connections gone).
      request.log.warn({ err: error, pool: db ? poolState(db) : null }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(
          errorBody(
            'unavailable',
            'The service is briefly unavailable. Please try again in a moment.',
          ),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });
}

/** Fastify's own 4xx errors (body parsing, the rate limiter) as a code and a message. */
function clientError(error: FastifyError, status: number): [ErrorCode, string] {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ['too_large', 'The request body is too large.'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['unsupported_type', 'Send the body as application/json.'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['invalid_input', 'The body must be a JSON object.'];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ['invalid_input', 'The body is not valid JSON.'];
  }
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'not_signed_in',
    403: 'forbidden',
    404: 'not_found',
    413: 'too_large',
    415: 'unsupported_type',
    429: 'rate_limited',
  };
  return [byStatus[status] ?? 'invalid_input', error.message];
}
