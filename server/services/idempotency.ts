// The answers of money requests, kept by Idempotency-Key (DESIGN.md "Orders, deposits,
// withdrawals and purchases take an Idempotency-Key header: a retry returns the first response
// and changes nothing"; the same key with another request → 422). The first answer is stored with
// the work it describes, in the same transaction, so a retry sees both or neither. The route reads
// the header (server/http/idempotency-key.ts, an option of defineRoute).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { idempotentRequests, notifications } from '../db/schema';
import { type NewNotification, notificationRow } from './notifications/raise';
import { AppError } from '../errors';
import { IDEMPOTENCY_HEADER } from '@/contract/endpoint';

export type IdempotencyScope =
  | 'order_place'
  | 'order_cancel'
  | 'paper_reset'
  | 'funding_deposit'
  | 'funding_withdrawal'
  | 'thought_post'
  | 'reply_post';

/** An answer as stored: its body is the endpoint's response type (what the same code stored). */
export interface StoredResponse<T = Record<string, unknown>> {
  statusCode: number;
  body: T;
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
  new AppError(
    'idempotency_key_reused',
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
 * Runs `work` once per key, inside `tx`: a retry with the same key and request gets the first
 * answer back and runs nothing; the same key with another request is refused (422). The answer
 * is stored in the same transaction as the work, so a retry sees both or neither. Of several
 * concurrent retries one does the work and the others then read its answer (claimKey).
 */
export async function answerOnce<T extends object>(
  tx: Db,
  key: KeyRef,
  request: unknown,
  work: () => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  const hash = requestHash(key.scope, request);
  const claim = await claimKey<T>(tx, key, hash);
  if (claim !== 'claimed') return claim;
  const response = await work();
  await storeResponse(tx, key, hash, response);
  return response;
}

/**
 * Claims the key for this transaction, or returns the first response when it was used before.
 * The insert waits while another transaction holds the same key, so of several concurrent
 * retries one does the work and the others then read its answer.
 */
async function claimKey<T = Record<string, unknown>>(
  tx: Db,
  ref: KeyRef,
  hash: string,
): Promise<StoredResponse<T> | 'claimed'> {
  const [claimed] = await tx
    .insert(idempotentRequests)
    // Placeholders, replaced by storeResponse before this transaction commits.
    .values(keyRow(ref, hash, { statusCode: 0, body: {} }))
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.idempotencyKey });
  if (claimed) return 'claimed';
  const stored = await findResponse<T>(tx, ref, hash);
  if (!stored) throw new Error('an idempotency key conflicted but its row is gone');
  return stored;
}

/** The first response to this key, or null; 422 when the key came with another request. */
export async function findResponse<T = Record<string, unknown>>(
  tx: Db,
  ref: KeyRef,
  hash: string,
): Promise<StoredResponse<T> | null> {
  const [row] = await tx.select().from(idempotentRequests).where(whereKey(ref));
  if (!row) return null;
  if (row.requestHash !== hash) throw keyReusedError();
  return { statusCode: row.statusCode, body: row.response as T };
}

/** Records the answer of a claimed key (claimKey) or of an order placement. */
export async function storeResponse(
  tx: Db,
  ref: KeyRef,
  hash: string,
  response: StoredResponse<object>,
  /** The notification the answer tells of, raised in the same statement (one round trip). */
  notice: NewNotification | null = null,
): Promise<void> {
  const row = keyRow(ref, hash, response);
  if (!notice) {
    await storeStatement(tx, false).execute(row);
    return;
  }
  const raised = notificationRow(notice);
  await storeStatement(tx, true).execute({
    ...row,
    noticeUserId: raised.userId,
    noticeKind: raised.kind,
    noticeTitle: raised.title,
    noticeBody: raised.body,
    noticePath: raised.path,
    noticeEmailState: raised.emailState,
    noticeCreatedAt: raised.createdAt,
  });
}

/**
 * The answer's row, with or without a notification beside it (a data-modifying CTE), composed
 * once per shape (db/prepared.ts): every order placed stores one.
 */
function storeStatement(tx: Db, withNotice: boolean) {
  const value = sql.placeholder;
  const keep = (db: Pick<Db, 'insert'>) =>
    db
      .insert(idempotentRequests)
      .values({
        userId: value('userId'),
        scope: value('scope'),
        idempotencyKey: value('idempotencyKey'),
        requestHash: value('requestHash'),
        statusCode: value('statusCode'),
        response: value('response'),
      })
      .onConflictDoUpdate({
        target: [
          idempotentRequests.userId,
          idempotentRequests.scope,
          idempotentRequests.idempotencyKey,
        ],
        set: { statusCode: sql`excluded.status_code`, response: sql`excluded.response` },
      });
  return preparedOnce(tx, withNotice ? 'store_response_notice' : 'store_response', () => {
    if (!withNotice) return keep(tx);
    const notice = tx.$with('notice').as(
      tx.insert(notifications).values({
        userId: value('noticeUserId'),
        kind: value('noticeKind'),
        title: value('noticeTitle'),
        body: value('noticeBody'),
        path: value('noticePath'),
        emailState: value('noticeEmailState'),
        createdAt: value('noticeCreatedAt'),
      }),
    );
    return keep(tx.with(notice) as unknown as Pick<Db, 'insert'>);
  });
}

/** The row that keeps a key's answer. */
function keyRow(ref: KeyRef, hash: string, response: StoredResponse<object>) {
  return {
    userId: ref.userId,
    scope: ref.scope,
    idempotencyKey: ref.key,
    requestHash: hash,
    statusCode: response.statusCode,
    response: response.body as Record<string, unknown>,
  };
}
