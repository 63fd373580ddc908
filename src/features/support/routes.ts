// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { supportPaths } from './paths';

export const SUPPORT_ROUTES: AppRouteTable = [
  [supportPaths.list, preloadablePage(() => import('./SupportListScreen')), { signedIn: true }],
  [
    supportPaths.create,
    preloadablePage(() => import('./NewSupportRequestScreen')),
    { signedIn: true },
  ],
];
