// Typed HTTP errors thrown by services and mapped to `{error, field}` bodies (src/contract/errors.ts).
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'You need to log in first.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** No stack traces or internals leave the server: 5xx bodies are generic, details go to the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send(
          error.field ? { error: error.message, field: error.field } : { error: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorMessage(error) });
    }
    // The database is away (restarting, failing over): say so and that a retry will do, rather
    // than a 500 (tests/api/fault-postgres-restart.test.ts). The pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ error: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body must be a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    default:
      return error.message;
  }
}
