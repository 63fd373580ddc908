// Notifications (the account's own news: its application decided, its money moved): one row per
// event, written in the same transaction as the event itself (an outbox), so a notification exists
// exactly when its event happened. Each channel has its own state on the row; the delivery job
// (server/jobs/notification-delivery.ts) takes rows with FOR UPDATE SKIP LOCKED and moves a
// channel's state from 'pending' once, so several instances deliver each notification once.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { sessions, userRef } from './users';

/** A channel's state: waiting for the job, sent, or not sent (switched off, nothing to send to). */
export const DELIVERY_STATES = ['pending', 'sent', 'skipped'] as const;
/**
 * Push's: also 'sending' (taken by one instance, which sends after committing, so no row lock is
 * held across the push services' answers) and 'failed' (no device took it).
 */
export const PUSH_STATES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;

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
    pushState: text('push_state', { enum: PUSH_STATES }).notNull().default('pending'),
    pushSentAt: timestamp('push_sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The delivery job's work list: only what still waits, however many were delivered.
    index('notifications_email_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.emailState} = 'pending'`),
    index('notifications_push_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pushState} = 'pending'`),
  ],
);

/**
 * The devices a member gets Web Push on (src/contract/push.ts): one row per push endpoint, which
 * names one browser profile. It belongs to the session that subscribed it (deleted with it:
 * signing out of a shared device stops that person's pushes there), and moves to whoever
 * subscribes the same endpoint next.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for the device (an allowed push service: config.ts). */
    endpoint: text('endpoint').notNull(),
    /** The device's keys (base64url): what each push is encrypted for (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
