// The notification centre's calls, each checked against its contract struct by platform/api. The
// list is one query of the app's cache (platform/queries), read by the header's bell and the
// centre alike; marking read answers with the count, which both show at once.
import type { NotificationsResponse } from '@/contract/notifications';
import { call } from '@/platform/api';
import { type ApiQuery, afterChange } from '@/platform/queries';
import * as notificationsEndpoints from '@/contract/endpoints/notifications';

export const notificationsQuery: ApiQuery<NotificationsResponse> = {
  reads: [notificationsEndpoints.list],
  load: () => call(notificationsEndpoints.list),
};

export const markNotificationRead = (id: string) =>
  afterChange('notification', call(notificationsEndpoints.markRead, { params: { id } }));

export const markAllNotificationsRead = () =>
  afterChange('notification', call(notificationsEndpoints.markAllRead));
