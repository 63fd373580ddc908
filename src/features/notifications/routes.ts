// This feature's part of the /app route table (app/app-routes.tsx spreads it in); a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { notificationsPaths } from './paths';

export const NOTIFICATIONS_ROUTES: AppRouteTable = [
  [
    notificationsPaths.centre,
    preloadablePage(() => import('./NotificationsScreen')),
    { signedIn: true },
  ],
];
