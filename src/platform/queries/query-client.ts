// The app's cache of server data (DESIGN.md "Client state and offline"): one TanStack Query client
// for the /app chunk (never imported by marketing pages: `/` has a JS budget). What it adds to a
// plain fetch: a screen seen before opens at once with its last answer while it asks again,
// requests for the same data at the same time go out once, and data refreshes when the window
// regains focus and when the connection comes back (the app's own connectivity signal, not the
// browser's navigator.onLine, which says "online" on a network that answers nothing).
import {
  focusManager,
  onlineManager,
  type Query,
  QueryClient,
  replaceEqualDeep,
} from '@tanstack/react-query';
import { ApiError, keptAnswerTime } from '@/platform/api';
import { isOnline } from '@/platform/network/online';
import { onPersonalCachesCleared } from '@/platform/offline/caches';

/** Retries of a failed read: a 503 while the server restarts, a dropped connection. */
const RETRIES = 2;

/**
 * How long an answer stays good enough for another part of the same screen mounting with the same
 * query (mountWithoutAsking).
 */
export const MOUNT_FRESH_MS = 10_000;

const currentScreen = () =>
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/** The screen on show and when it was entered; the page's first screen from the page's start. */
let visit = { screen: currentScreen(), since: 0 };

/**
 * Starts a new visit when the screen has changed. Called by every query as it renders
 * (useApiQuery, useApiPages), so a new screen's visit begins before its first request, not at the
 * first query that finds an answer cached.
 */
export function noteScreenVisit(): void {
  const screen = currentScreen();
  if (screen !== visit.screen) visit = { screen, since: Date.now() };
}

/**
 * Whether a query mounting may show the cached answer without asking again: only an answer that
 * came in during this visit of the screen, under MOUNT_FRESH_MS ago, that no change made stale.
 * Home's positions and its account cards read one portfolio, the cards mounting once the accounts
 * arrive; a landing screen's data is asked for beside the session check (routes.tsx), before the
 * screen mounts: each is one request, not two. A screen entered again asks again, as before.
 */
function mountWithoutAsking(query: Query): boolean {
  noteScreenVisit();
  const { isInvalidated, dataUpdatedAt } = query.state;
  return (
    !isInvalidated && dataUpdatedAt >= visit.since && Date.now() - dataUpdatedAt < MOUNT_FRESH_MS
  );
}

/**
 * A read worth asking again at once: the server away or at fault, or a request lost on a network
 * that still answers. Refusals (signed out, not found, invalid) are final, and offline nothing is
 * retried: the connection coming back refetches.
 */
const worthRetrying = (error: unknown): boolean =>
  isOnline.peek() &&
  error instanceof ApiError &&
  (error.kind === 'network' || (error.kind === 'http' && error.status >= 500));

/**
 * A new answer keeps the objects of the last one where nothing changed, so unchanged parts of a
 * screen do not render again; but not when either is the device's copy (platform/api
 * keptAnswerTime): that mark is the object's identity, and a fresh answer equal to a kept one
 * must stop saying "as of", a kept one equal to a fresh one start saying it.
 */
function shareUnchangedParts(last: unknown, next: unknown): unknown {
  if (keptAnswerTime(last) !== undefined || keptAnswerTime(next) !== undefined) return next;
  return replaceEqualDeep(last, next);
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every fetch is tried, online or not: offline, the service worker answers GETs from its
        // cache (src/sw.ts), and a screen never seen shows its offline state instead of waiting.
        networkMode: 'always',
        retry: (failures, error) => failures < RETRIES && worthRetrying(error),
        retryDelay: (attempt) => 500 * 2 ** attempt,
        // Shown at once from the cache, then asked again on every mount (but for one just in on
        // this screen, mountWithoutAsking): prices and balances move, so no answer is assumed
        // fresh.
        staleTime: 0,
        refetchOnMount: (query) => !mountWithoutAsking(query),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        structuralSharing: shareUnchangedParts,
      },
    },
  });
}

/**
 * The one client of the app (use-api-query.ts, changes.ts). The hooks are handed it directly, so
 * no provider mounts it: mounted here, it listens for focus and reconnection (without, neither
 * refetches anything).
 */
export const queryClient = createQueryClient();
queryClient.mount();

// Online and offline as the rest of the app sees it (platform/network): back online, the screens
// on show fetch again.
onlineManager.setEventListener((setOnline) => isOnline.subscribe((online) => setOnline(online)));

// Focus as a person sees it: the tab shown again, and the window clicked back into (two windows
// side by side on a desktop never hide the page, so the library's visibility alone misses it).
focusManager.setEventListener((handleFocus) => {
  if (typeof window === 'undefined') return undefined;
  const onFocus = () => handleFocus();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
});

// A log-in, a log-out or a session that ended elsewhere: what the cache holds was someone else's.
onPersonalCachesCleared(() => queryClient.clear());
