// The notification centre (src/contract/notifications.ts). Thin: the contract's endpoints validate,
// the service works (server/services/notifications/centre.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../services/notifications/centre';
import * as notificationsEndpoints from '@/contract/endpoints/notifications';

export async function notificationRoutes(app: FastifyInstance, { db, market }: AppDeps) {
  defineRoute(app, notificationsEndpoints.list, ({ userId }) =>
    listNotifications(db, userId, market.now()),
  );
  defineRoute(app, notificationsEndpoints.markRead, ({ userId, params }) =>
    markNotificationRead(db, userId, params.id, market.now()),
  );
  defineRoute(app, notificationsEndpoints.markAllRead, ({ userId }) =>
    markAllNotificationsRead(db, userId, market.now()),
  );
}
