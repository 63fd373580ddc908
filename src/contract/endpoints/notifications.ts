// The notification centre's endpoints, one export each (imported as a namespace).
import { endpoint } from '../endpoint';
import { NotificationResponse, NotificationsResponse, UnreadCountResponse } from '../notifications';
import { Uuid } from '../orders';
import { object } from '../structs';

const tag = 'notifications';

export const list = endpoint({
  method: 'GET',
  path: '/notifications',
  summary: "The member's newest notifications, newest first, and how many are unread",
  tag,
  auth: 'session',
  response: NotificationsResponse,
});
/** Reading one twice is reading it once: the answer is the same. */
export const markRead = endpoint({
  method: 'POST',
  path: '/notifications/:id/read',
  summary: "Mark one of the member's notifications read (another member's is 404)",
  tag,
  auth: 'session',
  params: object({ id: Uuid }),
  response: NotificationResponse,
});
export const markAllRead = endpoint({
  method: 'POST',
  path: '/notifications/read_all',
  summary: 'Mark every notification of the member read',
  tag,
  auth: 'session',
  response: UnreadCountResponse,
});
