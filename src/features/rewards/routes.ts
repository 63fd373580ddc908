// This feature's part of the /app route table (app/app-routes.tsx spreads it in); both screens are
// lazy chunks and need a session (the rewards are a member's own).
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { rewardsPaths } from './paths';

export const REWARDS_ROUTES: AppRouteTable = [
  [rewardsPaths.referrals, preloadablePage(() => import('./ReferralsScreen')), { signedIn: true }],
  [
    rewardsPaths.redemption,
    preloadablePage(() => import('./RedemptionScreen')),
    { signedIn: true },
  ],
];
