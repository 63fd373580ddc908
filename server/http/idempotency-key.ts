// The Idempotency-Key header of a money request (DESIGN.md "Money, quantities, time"): read by
// defineRoute for an endpoint declared `idempotent` (src/contract/endpoint.ts); a missing or
// malformed key is a 400 that names the header.
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@/contract/endpoint';
import { invalidInput } from '../errors';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's value: printable ASCII without spaces, 1 to 255 characters (a UUID is usual). */
export function readIdempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') {
    throw invalidInput(
      `${IDEMPOTENCY_HEADER} header is required: send a new random value (a UUID) with each request, and the same value when you retry it.`,
      IDEMPOTENCY_HEADER,
    );
  }
  if (!KEY_PATTERN.test(value)) {
    throw invalidInput(
      `${IDEMPOTENCY_HEADER} must be 1 to 255 printable characters without spaces.`,
      IDEMPOTENCY_HEADER,
    );
  }
  return value;
}
