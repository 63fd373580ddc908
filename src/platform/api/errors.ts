// Typed errors from platform/api: components switch on `kind`, never on raw fetch failures.
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isOffline(): boolean {
    return this.kind === 'network';
  }
}

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
