// This feature's part of the /app route table (app/app-routes.tsx spreads it in); every screen
// is a lazy chunk.
import type { AppRouteTable } from '@/paths';

export const THOUGHTS_ROUTES: AppRouteTable = [];
