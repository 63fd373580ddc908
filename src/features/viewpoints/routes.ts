// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk. /featured and /manage come before /:name so they are not taken for names.
import type { AppRouteTable } from '@/paths';

export const VIEWPOINTS_ROUTES: AppRouteTable = [];
