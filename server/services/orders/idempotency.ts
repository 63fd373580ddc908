// Idempotency-Key handling (DESIGN.md "Orders, deposits, withdrawals and purchases take an
// Idempotency-Key header: a retry returns the first response and changes nothing"; issue 4/10:
// missing → 400, the same key with another request → 422). The first answer is stored with the
// work it describes, in the same transaction, so a retry sees both or neither.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { HttpError } from '../../http/errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyScope =
  | 'order_place'
  | 'order_cancel'
  | 'paper_reset'
  | 'funding_deposit'
  | 'funding_withdrawal'
  | 'thought_post';

export interface StoredResponse {
  statusCode: number;
  body: Record<string, unknown>;
}

/** The header's value: printable ASCII without spaces, 1 to 255 characters (a UUID is usual). */
export function readIdempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') {
    throw new HttpError(
      400,
      `${IDEMPOTENCY_HEADER} header is required: send a new random value (a UUID) with each request, and the same value when you retry it.`,
      IDEMPOTENCY_HEADER,
    );
  }
  if (!KEY_PATTERN.test(value)) {
    throw new HttpError(
      400,
      `${IDEMPOTENCY_HEADER} must be 1 to 255 printable characters without spaces.`,
      IDEMPOTENCY_HEADER,
    );
  }
  return value;
}

/** SHA-256 of the scope and the request, with object keys sorted so their order does not matter. */
export function requestHash(scope: IdempotencyScope, request: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${stableJson(request)}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const keyReusedError = () =>
  new HttpError(
    422,
    `This ${IDEMPOTENCY_HEADER} was already used with a different request: send a new key for a new request.`,
    IDEMPOTENCY_HEADER,
  );

interface KeyRef {
  userId: string;
  scope: IdempotencyScope;
  key: string;
}

const whereKey = ({ userId, scope, key }: KeyRef) =>
  and(
    eq(idempotentRequests.userId, userId),
    eq(idempotentRequests.scope, scope),
    eq(idempotentRequests.idempotencyKey, key),
  );

/**
 * Claims the key for this transaction, or returns the first response when it was used before.
 * The insert waits while another transaction holds the same key, so of several concurrent
 * retries one does the work and the others then read its answer.
 */
export async function claimKey(
  tx: Db,
  ref: KeyRef,
  hash: string,
): Promise<StoredResponse | 'claimed'> {
  const [claimed] = await tx
    .insert(idempotentRequests)
    .values({
      userId: ref.userId,
      scope: ref.scope,
      idempotencyKey: ref.key,
      requestHash: hash,
      // Placeholders, replaced by storeResponse before this transaction commits.
      statusCode: 0,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.idempotencyKey });
  if (claimed) return 'claimed';
  const stored = await findResponse(tx, ref, hash);
  if (!stored) throw new Error('an idempotency key conflicted but its row is gone');
  return stored;
}

/** The first response to this key, or null; 422 when the key came with another request. */
export async function findResponse(
  tx: Db,
  ref: KeyRef,
  hash: string,
): Promise<StoredResponse | null> {
  const [row] = await tx.select().from(idempotentRequests).where(whereKey(ref));
  if (!row) return null;
  if (row.requestHash !== hash) throw keyReusedError();
  return { statusCode: row.statusCode, body: row.response };
}

/** Records the answer of a claimed key (claimKey) or of an order placement. */
export async function storeResponse(
  tx: Db,
  ref: KeyRef,
  hash: string,
  response: StoredResponse,
): Promise<void> {
  await tx
    .insert(idempotentRequests)
    .values({
      userId: ref.userId,
      scope: ref.scope,
      idempotencyKey: ref.key,
      requestHash: hash,
      statusCode: response.statusCode,
      response: response.body,
    })
    .onConflictDoUpdate({
      target: [
        idempotentRequests.userId,
        idempotentRequests.scope,
        idempotentRequests.idempotencyKey,
      ],
      set: { statusCode: response.statusCode, response: response.body },
    });
}
