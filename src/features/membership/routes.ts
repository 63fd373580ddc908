// This feature's part of the /app route table (app/app-routes.tsx spreads it in); each screen is
// a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { membershipPaths } from './paths';

export const MEMBERSHIP_ROUTES: AppRouteTable = [
  [
    membershipPaths.membership,
    preloadablePage(() => import('./MembershipScreen')),
    { signedIn: true },
  ],
  [
    membershipPaths.subscriptions,
    preloadablePage(() => import('./SubscriptionsScreen')),
    { signedIn: true },
  ],
];
