// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. /featured and /manage come before /:name so they are not taken for names.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { viewpointPaths } from './paths';

export const VIEWPOINTS_ROUTES: AppRouteTable = [
  [viewpointPaths.featured, lazy(() => import('./FeaturedScreen')), { signedIn: true }],
  [viewpointPaths.manage, lazy(() => import('./ManageScreen')), { signedIn: true }],
  [viewpointPaths.contributor, lazy(() => import('./ContributorScreen')), { signedIn: true }],
];
