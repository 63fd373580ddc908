// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { recurringPaths } from './paths';

export const RECURRING_DEPOSITS_ROUTES: AppRouteTable = [
  [
    recurringPaths.list,
    preloadablePage(() => import('./RecurringDepositsScreen')),
    { signedIn: true },
  ],
  [
    recurringPaths.schedule,
    preloadablePage(() => import('./ScheduleRecurringScreen')),
    { signedIn: true },
  ],
];
