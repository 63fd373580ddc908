// This feature's part of the /app route table (app/app-routes.tsx spreads it in): the portfolio
// optimizer, a lazy chunk; it reads and trades the member's paper account.
import { preloadablePage } from '@/preloadable-page';
import { toolsPaths } from '@/features/tools';
import type { AppRouteTable } from '@/paths';

export const OPTIMIZER_ROUTES: AppRouteTable = [
  [toolsPaths.optimizer, preloadablePage(() => import('./OptimizerScreen')), { signedIn: true }],
];
