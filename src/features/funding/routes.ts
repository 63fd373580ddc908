// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { fundingPaths } from './paths';

export const FUNDING_ROUTES: AppRouteTable = [
  [fundingPaths.funding, lazy(() => import('./FundingScreen')), { signedIn: true }],
  [fundingPaths.linkBank, lazy(() => import('./LinkBankScreen')), { signedIn: true }],
  [fundingPaths.deposit, lazy(() => import('./DepositScreen')), { signedIn: true }],
  [fundingPaths.withdraw, lazy(() => import('./WithdrawScreen')), { signedIn: true }],
  [fundingPaths.portfolioFunding, lazy(() => import('./FundingHistoryScreen')), { signedIn: true }],
];
