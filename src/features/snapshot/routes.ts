// This feature's part of the /app route table (app/app-routes.tsx spreads it in): the company
// snapshot, a lazy chunk that needs a session like the market API it reads.
import { preloadablePage } from '@/preloadable-page';
import { toolsPaths } from '@/features/tools';
import type { AppRouteTable } from '@/paths';

export const SNAPSHOT_ROUTES: AppRouteTable = [
  [toolsPaths.snapshot, preloadablePage(() => import('./SnapshotScreen')), { signedIn: true }],
];
