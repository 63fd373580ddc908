// Lazy entry points other features mount: each screen-sized block is its own chunk.
import { lazy } from 'react';

/** The security page's Community block (wrap it in Suspense). */
export const LazySecurityCommunity = lazy(() => import('./SecurityCommunity'));
