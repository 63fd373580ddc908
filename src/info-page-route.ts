// One lazy screen per information document (marketing/content), shared by the marketing route
// table (routes.tsx) and the app's (app/app-routes.tsx): the same documents on both sides.
import type { InfoPageKey } from '@marketing/content';
import { preloadablePage } from './preloadable-page';

export const infoPageRoute = (key: InfoPageKey) =>
  preloadablePage(() =>
    import('@marketing/pages/info-routes').then((m) => ({ default: m.infoPageFor(key) })),
  );
