// This feature's part of the /app route table (app/app-routes.tsx spreads it in); each screen is
// a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { membershipPaths } from './paths';

export const MEMBERSHIP_ROUTES: AppRouteTable = [
  [membershipPaths.membership, lazy(() => import('./MembershipScreen')), { signedIn: true }],
  [membershipPaths.subscriptions, lazy(() => import('./SubscriptionsScreen')), { signedIn: true }],
];
