// Notifications (the member's own news: an order filled or canceled, money that moved, the live
// application decided, a new follower): the notification centre behind the header's bell, newest first, with the
// count not yet read. Each is raised beside its event on the server (an outbox) and mailed by the
// delivery job; the centre lists them all, whatever the mail preferences say.
import { array, boolean, enums, integer, string, type, type Infer } from './structs';

/** What happened; the centre picks an icon by it. */
export const NOTIFICATION_KINDS = [
  'order_filled',
  'order_canceled',
  'application_decided',
  'deposit_settled',
  'deposit_returned',
  'withdrawal_completed',
  'acat_updated',
  'followed',
  'replied',
  'mentioned',
  'lessons_available',
  'support_replied',
  'contributor_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The newest notifications the centre lists: a person's recent news, not an archive. */
export const NOTIFICATIONS_LISTED = 50;

export const Notification = type({
  id: string(),
  kind: enums(NOTIFICATION_KINDS),
  title: string(),
  body: string(),
  /** The app screen it opens, e.g. /app/orders. */
  path: string(),
  read: boolean(),
  created_at: string(),
});
export type Notification = Infer<typeof Notification>;

/** GET /api/v1/notifications */
export const NotificationsResponse = type({
  notifications: array(Notification),
  /** Unread notifications, all of them (the bell's badge), not only those listed. */
  unread_count: integer(),
  as_of: string(),
});
export type NotificationsResponse = Infer<typeof NotificationsResponse>;

/** POST /api/v1/notifications/:id/read */
export const NotificationResponse = type({ notification: Notification, unread_count: integer() });
export type NotificationResponse = Infer<typeof NotificationResponse>;

/** POST /api/v1/notifications/read_all */
export const UnreadCountResponse = type({ unread_count: integer() });
export type UnreadCountResponse = Infer<typeof UnreadCountResponse>;
