// This feature's part of the /app route table (app/app-routes.tsx spreads it in): the tools hub,
// the screener and the query tool, each a lazy chunk. The snapshot and optimizer screens have
// their own tables in their folders.
import { preloadablePage } from '@/preloadable-page';
import type { AppRouteTable } from '@/paths';
import { toolsPaths } from './paths';

export const TOOLS_ROUTES: AppRouteTable = [
  [toolsPaths.hub, preloadablePage(() => import('./ToolsHubScreen')), { signedIn: true }],
  [toolsPaths.screener, preloadablePage(() => import('./ScreenerScreen')), { signedIn: true }],
  [toolsPaths.query, preloadablePage(() => import('./QueryScreen')), { signedIn: true }],
];
