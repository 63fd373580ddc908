// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { lazy } from 'react';
import type { AppRouteTable } from '@/paths';
import { learnPaths } from './paths';

export const LEARN_ROUTES: AppRouteTable = [
  [learnPaths.home, lazy(() => import('./LearnHomeScreen')), { signedIn: true }],
  [learnPaths.lesson, lazy(() => import('./LessonScreen')), { signedIn: true }],
  [learnPaths.progress, lazy(() => import('./ProgressScreen')), { signedIn: true }],
  [learnPaths.moreInfo, lazy(() => import('./MoreInfoScreen')), { signedIn: true }],
];
