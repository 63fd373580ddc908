// One lazy screen per information document (marketing/content), shared by the marketing route
// table (routes.tsx) and the app's (app/app-routes.tsx): the same documents on both sides.
import { lazy } from 'react';
import type { InfoPageKey } from '@marketing/content';

export const infoPageRoute = (key: InfoPageKey) =>
  lazy(() => import('@marketing/pages/info-routes').then((m) => ({ default: m.infoPageFor(key) })));
