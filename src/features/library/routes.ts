// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { libraryPaths } from './paths';

export const LIBRARY_ROUTES: AppRouteTable = [
  [libraryPaths.news, lazy(() => import('./NewsScreen')), { signedIn: true }],
  [libraryPaths.article, lazy(() => import('./ArticleScreen')), { signedIn: true }],
  [libraryPaths.audio, lazy(() => import('./AudioLibraryScreen')), { signedIn: true }],
  [libraryPaths.audioItem, lazy(() => import('./AudioItemScreen')), { signedIn: true }],
];
