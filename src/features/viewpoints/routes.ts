// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. /featured and /manage come before /:name so they are not taken for names.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { viewpointPaths } from './paths';

export const VIEWPOINTS_ROUTES: AppRouteTable = [
  [viewpointPaths.featured, preloadablePage(() => import('./FeaturedScreen')), { signedIn: true }],
  [viewpointPaths.manage, preloadablePage(() => import('./ManageScreen')), { signedIn: true }],
  [
    viewpointPaths.contributor,
    preloadablePage(() => import('./ContributorScreen')),
    { signedIn: true },
  ],
];
