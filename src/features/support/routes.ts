// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { supportPaths } from './paths';

export const SUPPORT_ROUTES: AppRouteTable = [
  [supportPaths.list, lazy(() => import('./SupportListScreen')), { signedIn: true }],
  [supportPaths.create, lazy(() => import('./NewSupportRequestScreen')), { signedIn: true }],
];
