// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { thoughtPaths } from './paths';

const ThoughtScreen = preloadablePage(() => import('./ThoughtScreen'));

export const THOUGHTS_ROUTES: AppRouteTable = [
  [thoughtPaths.thought, ThoughtScreen, { signedIn: true }],
  [thoughtPaths.thoughtWithSlug, ThoughtScreen, { signedIn: true }],
];
