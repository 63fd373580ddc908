// Notifications (the account's own news: its application decided, its money moved): one row per
// event, written in the same transaction as the event itself (an outbox), so a notification exists
// exactly when its event happened. Each channel has its own state on the row; the delivery job
// (server/jobs/notification-delivery.ts) takes rows with FOR UPDATE SKIP LOCKED and moves a
// channel's state from 'pending' once, so several instances deliver each notification once.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { userRef } from './users';

/** A channel's state: waiting for the job, sent, or not sent (switched off, nothing to send to). */
export const DELIVERY_STATES = ['pending', 'sent', 'skipped'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** What happened (NotificationKind, src/contract/notifications.ts). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path the notification opens, e.g. /app/portfolio/funding. */
    path: text('path').notNull(),
    emailState: text('email_state', { enum: DELIVERY_STATES }).notNull().default('pending'),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The delivery job's work list: only what still waits, however many were delivered.
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.emailState} = 'pending'`),
  ],
);
