// This feature's part of the /app route table (app/app-routes.tsx spreads it in); both screens are
// lazy chunks and need a session (the rewards are a member's own).
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { rewardsPaths } from './paths';

export const REWARDS_ROUTES: AppRouteTable = [
  [rewardsPaths.referrals, lazy(() => import('./ReferralsScreen')), { signedIn: true }],
  [rewardsPaths.redemption, lazy(() => import('./RedemptionScreen')), { signedIn: true }],
];
