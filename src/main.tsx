// Boot: keep a token sign-in pair, styles and theme, then render. The first render never waits
// for the network (the offline start relies on it); the session check runs alongside.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { refreshSession } from '@/features/auth';
import { recordClicks } from '@/platform/analytics/click-recorder';
import { replayPendingPageViews } from '@/platform/analytics/page-view';
import { captureTokenPair } from '@/platform/api';
import {
  AppErrorBoundary,
  readErrorReportingConfig,
  rootErrorHandlers,
  startErrorReporting,
} from '@/platform/errors';
import { watchInstallability } from '@/platform/offline/install';
import { readStoragePersistence } from '@/platform/offline/storage';
import { registerServiceWorker } from '@/platform/offline/update';
import { shellPlatform } from '@/platform/shell/detect';
import { AppRoutes, preloadAppScreen, preloadMarketingPage } from '@/routes';
import { applyGlobalStyles } from '@/ui/theme/global';
import { applyThemeFor } from '@/ui/theme/theme-state';

// Error reporting (production with a DSN only) loads as its own chunk, first thing.
startErrorReporting(readErrorReportingConfig());
captureTokenPair();
// A store wrapper's start URL (?shell=android|ios) is read before any navigation drops it: the
// installed app runs standalone, so nothing else may ask before the query is gone.
shellPlatform();
applyGlobalStyles();
// The pre-paint script in index.html already set the theme class; this keeps it in step.
applyThemeFor(window.location.pathname);
void refreshSession();
// Offline core: the service worker with its update prompt, the install offer, and
// whether storage is persistent. None of it delays the first render.
registerServiceWorker();
// Analytics (spec §4, §7) loads as its own chunk (Dexie is not small); page views and clicks
// until then wait.
recordClicks(document);
void import('@/platform/analytics/start').then(({ startAnalytics }) => {
  startAnalytics();
  replayPendingPageViews();
});
watchInstallability();
void readStoragePersistence();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <AppRoutes />
    </AppErrorBoundary>
  </StrictMode>
);
// A pre-rendered marketing page (scripts/build.mjs) is hydrated once its page chunk is here
// (preloadable-page.tsx says why), so its HTML stays on screen, unmoved; the app shell arrives
// empty and is rendered at once. A failed chunk load still hydrates: the page's own lazy import
// then retries and the error boundary shows what went wrong.
if (root.hasChildNodes()) {
  const hydrate = () => hydrateRoot(root, app, rootErrorHandlers);
  void preloadMarketingPage(window.location.pathname).then(hydrate, hydrate);
} else {
  preloadAppScreen(window.location.pathname);
  const appRoot = createRoot(root, rootErrorHandlers);
  // In a transition, which React renders in slices: the page's outline stays interactive
  // (docs/performance.md "The first render in slices").
  startTransition(() => appRoot.render(app));
}
