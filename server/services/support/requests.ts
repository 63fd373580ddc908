// Support requests (spec §2 mobile "support and create support request").
// Filing one takes an Idempotency-Key header like every other write that a retry could double
// (DESIGN.md "Money, quantities, time"): the key is stored on the row (unique per member), so a
// retry reads the first request back and nothing is written twice. A request filed while the
// member's membership is in force (active, or cancelled but inside its paid period: periods.ts)
// is a priority request — the plan's "priority support" benefit — and the operator's queue puts
// those first (queue.ts).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  CreateSupportRequest,
  SupportReply,
  SupportRequest,
  SupportRequestsResponse,
} from '@/contract/support';
import type { Db } from '../../db/client';
import { supportReplies, supportRequests } from '../../db/schema';
import { notFound } from '../../errors';
import { keyReusedError } from '../idempotency';
import type { PaymentDeps } from '../payments/deps';
import { currentMembership } from '../payments/membership';

type SupportRow = typeof supportRequests.$inferSelect;

/** Support's replies to each of `ids`, oldest first. */
export async function repliesTo(db: Db, ids: string[]): Promise<Map<string, SupportReply[]>> {
  const replies = new Map<string, SupportReply[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return replies;
  const rows = await db
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.requestId, ids))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  for (const row of rows) {
    replies.get(row.requestId)?.push({ body: row.body, created_at: row.createdAt.toISOString() });
  }
  return replies;
}

function supportRequestView(row: SupportRow, replies: SupportReply[] = []): SupportRequest {
  return {
    id: row.id,
    category: row.category as SupportRequest['category'],
    subject: row.subject,
    message: row.message,
    status: row.status,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies,
  };
}

/** Whether the member's membership is in force now: a request sent now is a priority one. */
async function hasPrioritySupport(deps: PaymentDeps, userId: string): Promise<boolean> {
  const membership = await currentMembership(deps, userId);
  return membership !== null && membership.status !== 'lapsed';
}

export async function createSupportRequest(
  deps: PaymentDeps,
  userId: string,
  input: CreateSupportRequest,
  idempotencyKey: string,
): Promise<SupportRequest> {
  const request = {
    category: input.category,
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
  const priority = await hasPrioritySupport(deps, userId);
  const [created] = await deps.db
    .insert(supportRequests)
    .values({ userId, ...request, priority, idempotencyKey })
    .onConflictDoNothing()
    .returning();
  if (created) return supportRequestView(created);
  // A retry: the first request's answer, unless the key came with another request (422).
  const [first] = await deps.db
    .select()
    .from(supportRequests)
    .where(
      and(eq(supportRequests.userId, userId), eq(supportRequests.idempotencyKey, idempotencyKey)),
    );
  if (!first) throw new Error('a support request key conflicted but its row is gone');
  const same =
    first.category === request.category &&
    first.subject === request.subject &&
    first.message === request.message;
  if (!same) throw keyReusedError();
  return supportRequestView(first);
}

/** The member's own requests, newest first. */
export async function listSupportRequests(
  deps: PaymentDeps,
  userId: string,
): Promise<SupportRequestsResponse> {
  const rows = await deps.db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id));
  const replies = await repliesTo(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    support_requests: rows.map((row) => supportRequestView(row, replies.get(row.id))),
    priority_now: await hasPrioritySupport(deps, userId),
    as_of: deps.now().toISOString(),
  };
}

/** One of the member's own requests; another member's reads as missing (404), never as 403. */
export async function getSupportRequest(
  db: Db,
  userId: string,
  id: string,
): Promise<SupportRequest> {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), eq(supportRequests.id, id)));
  if (!row) throw notFound('There is no such support request.', 'id');
  return supportRequestView(row, (await repliesTo(db, [row.id])).get(row.id));
}
