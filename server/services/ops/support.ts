// Support from the operators' console: the queue (open and answered requests, priority first,
// then oldest: services/support/queue.ts's order), one request with its replies, and a reply,
// which the member reads under their request on /app/support and is told of (a notification,
// mailed as an account notice). The reply, the status it sets, the notice and the audit record
// commit together.
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OpsReplyRequest, OpsSupportQueue, OpsSupportRequestResponse } from '@/contract/ops';
import type { SupportCategory } from '@/contract/support';
import type { Db } from '../../db/client';
import { supportReplies, supportRequests, users } from '../../db/schema';
import { notFound } from '../../errors';
import { raiseNotification } from '../notifications/raise';
import { repliesTo } from '../support/requests';
import { recordOperatorAction } from './audit';

const summary = {
  id: supportRequests.id,
  email: users.email,
  name: users.name,
  category: supportRequests.category,
  subject: supportRequests.subject,
  status: supportRequests.status,
  priority: supportRequests.priority,
  createdAt: supportRequests.createdAt,
  message: supportRequests.message,
  userId: supportRequests.userId,
};

type SummaryRow = { [K in keyof typeof summary]: (typeof summary)[K]['_']['data'] };

function summaryOf(row: SummaryRow, replies: number) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    category: row.category as SupportCategory,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
    replies,
  };
}

export async function opsSupportQueue(db: Db): Promise<OpsSupportQueue> {
  const rows = await db
    .select({ ...summary, replies: count(supportReplies.id) })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(supportReplies, eq(supportReplies.requestId, supportRequests.id))
    .where(inArray(supportRequests.status, ['open', 'answered']))
    .groupBy(supportRequests.id, users.id)
    .orderBy(desc(supportRequests.priority), asc(supportRequests.createdAt));
  return { requests: rows.map((row) => summaryOf(row, Number(row.replies))) };
}

export async function opsSupportRequest(db: Db, id: string): Promise<OpsSupportRequestResponse> {
  const [row] = await db
    .select(summary)
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.id, id));
  if (!row) throw notFound('There is no such support request.', 'id');
  const replies = (await repliesTo(db, [id])).get(id) ?? [];
  return {
    request: { ...summaryOf(row, replies.length), message: row.message, replies_sent: replies },
  };
}

export async function replyToSupportRequest(
  db: Db,
  operatorId: string,
  id: string,
  input: OpsReplyRequest,
  at: Date,
): Promise<OpsSupportRequestResponse> {
  const status = input.status ?? 'answered';
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .for('update');
    if (!request) throw notFound('There is no such support request.', 'id');
    await tx
      .insert(supportReplies)
      .values({ requestId: id, operatorId, body: input.body, createdAt: at });
    await tx
      .update(supportRequests)
      .set({ status, updatedAt: at })
      .where(eq(supportRequests.id, id));
    await raiseNotification(tx, {
      userId: request.userId,
      kind: 'support_replied',
      title: `Support answered: ${request.subject}`,
      body: input.body.length > 200 ? `${input.body.slice(0, 197)}…` : input.body,
      path: '/app/support',
      at,
    });
    await recordOperatorAction(tx, {
      operatorId,
      action: 'support.reply',
      subjectType: 'support_request',
      subjectId: id,
      detail: { status, characters: input.body.length },
      at,
    });
  });
  return opsSupportRequest(db, id);
}
