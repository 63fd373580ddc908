// The errors services throw: a stable code (src/contract/errors.ts), a message a person can act
// on, and the field it concerns when there is one. Services know nothing of HTTP; the one error
// handler (server/http/errors.ts) answers each code with its status.
import type { ErrorCode } from '@/contract/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A field missing, malformed or out of its limits. */
export const invalidInput = (message: string, field?: string) =>
  new AppError('invalid_input', message, field);
export const notSignedIn = (message = 'You need to log in first.') =>
  new AppError('not_signed_in', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string, field?: string) =>
  new AppError('not_found', message, field);
export const conflict = (message: string, field?: string) =>
  new AppError('conflict', message, field);
/** Well formed, but it cannot be done as asked. */
export const unprocessable = (message: string, field?: string) =>
  new AppError('unprocessable', message, field);
export const rateLimited = (message: string) => new AppError('rate_limited', message);
