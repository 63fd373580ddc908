// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { fundingPaths } from './paths';

export const FUNDING_ROUTES: AppRouteTable = [
  [fundingPaths.funding, preloadablePage(() => import('./FundingScreen')), { signedIn: true }],
  [fundingPaths.linkBank, preloadablePage(() => import('./LinkBankScreen')), { signedIn: true }],
  [fundingPaths.deposit, preloadablePage(() => import('./DepositScreen')), { signedIn: true }],
  [fundingPaths.withdraw, preloadablePage(() => import('./WithdrawScreen')), { signedIn: true }],
  [
    fundingPaths.portfolioFunding,
    preloadablePage(() => import('./FundingHistoryScreen')),
    { signedIn: true },
  ],
];
