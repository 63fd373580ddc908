// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { recurringPaths } from './paths';

export const RECURRING_DEPOSITS_ROUTES: AppRouteTable = [
  [recurringPaths.list, lazy(() => import('./RecurringDepositsScreen')), { signedIn: true }],
  [recurringPaths.schedule, lazy(() => import('./ScheduleRecurringScreen')), { signedIn: true }],
];
