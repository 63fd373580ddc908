// The operator's side of support requests: the queue of requests waiting for
// an answer — priority requests (a membership in force when sent: the plan's "priority support")
// first, then oldest first — and moving a request to answered or closed. No API route may do
// either; `npm run ops -- support …` (server/operator.ts) does.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SupportStatus } from '@/contract/support';
import type { Db } from '../../db/client';
import { supportRequests, users } from '../../db/schema';

export interface QueuedSupportRequest {
  id: string;
  email: string;
  category: string;
  subject: string;
  status: SupportStatus;
  priority: boolean;
  createdAt: Date;
}

/** Open requests (and answered ones, which may still need a follow-up), priority first. */
export async function supportQueue(db: Db): Promise<QueuedSupportRequest[]> {
  return db
    .select({
      id: supportRequests.id,
      email: users.email,
      category: supportRequests.category,
      subject: supportRequests.subject,
      status: supportRequests.status,
      priority: supportRequests.priority,
      createdAt: supportRequests.createdAt,
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(inArray(supportRequests.status, ['open', 'answered']))
    .orderBy(desc(supportRequests.priority), asc(supportRequests.createdAt));
}

export interface SupportStatusChange {
  id: string;
  from: SupportStatus;
  to: SupportStatus;
}

/** Sets a request's status; null when there is no request with this id. */
export async function setSupportStatus(
  db: Db,
  id: string,
  to: SupportStatus,
): Promise<SupportStatusChange | null> {
  const [before] = await db
    .select({ status: supportRequests.status })
    .from(supportRequests)
    .where(eq(supportRequests.id, id));
  if (!before) return null;
  if (before.status !== to) {
    await db
      .update(supportRequests)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(supportRequests.id, id));
  }
  return { id, from: before.status, to };
}
