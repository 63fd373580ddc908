// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { learnPaths } from './paths';

export const LEARN_ROUTES: AppRouteTable = [
  [learnPaths.home, preloadablePage(() => import('./LearnHomeScreen')), { signedIn: true }],
  [learnPaths.lesson, preloadablePage(() => import('./LessonScreen')), { signedIn: true }],
  [learnPaths.progress, preloadablePage(() => import('./ProgressScreen')), { signedIn: true }],
  [learnPaths.moreInfo, preloadablePage(() => import('./MoreInfoScreen')), { signedIn: true }],
];
