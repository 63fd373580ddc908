// The notification centre (src/contract/notifications.ts): the member's newest notifications and
// the count not yet read, and marking them read. Every notification is listed, whatever the mail
// preferences say: they decide what is mailed, and the centre is the record of what happened. A
// notification raised for later (a lesson open again tomorrow) is not there until its time.
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_LISTED,
  type Notification,
  type NotificationKind,
  type NotificationResponse,
  type NotificationsResponse,
} from '@/contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../errors';

type Row = typeof notifications.$inferSelect;

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

const present = (row: Row): Notification => ({
  id: row.id,
  // A kind this build does not know (a newer instance raised it) reads as an account notice.
  kind: isKind(row.kind) ? row.kind : 'application_decided',
  title: row.title,
  body: row.body,
  path: row.path,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The member's notifications whose time has come. */
const dueFor = (userId: string, now: Date) =>
  and(eq(notifications.userId, userId), lte(notifications.createdAt, now));

async function unreadCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(dueFor(userId, now), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: string,
  now: Date,
): Promise<NotificationsResponse> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(dueFor(userId, now))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LISTED),
    unreadCount(db, userId, now),
  ]);
  return { notifications: rows.map(present), unread_count: unread, as_of: now.toISOString() };
}

/** Marks one read (again: no change) and answers it with the count still unread. */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationResponse> {
  const mine = and(eq(notifications.id, id), dueFor(userId, now));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  if (!row) throw notFound('No such notification.', 'id');
  return { notification: present(row), unread_count: await unreadCount(db, userId, now) };
}

export async function markAllNotificationsRead(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ unread_count: number }> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(dueFor(userId, now), isNull(notifications.readAt)));
  return { unread_count: 0 };
}
