// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { libraryPaths } from './paths';

export const LIBRARY_ROUTES: AppRouteTable = [
  [libraryPaths.news, preloadablePage(() => import('./NewsScreen')), { signedIn: true }],
  [libraryPaths.article, preloadablePage(() => import('./ArticleScreen')), { signedIn: true }],
  [libraryPaths.audio, preloadablePage(() => import('./AudioLibraryScreen')), { signedIn: true }],
  [libraryPaths.audioItem, preloadablePage(() => import('./AudioItemScreen')), { signedIn: true }],
];
