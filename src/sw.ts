/// <reference lib="webworker" />
// The service worker (DESIGN "Client state and offline"), built by vite-plugin-pwa's
// injectManifest. It precaches the app shell and every route chunk, answers every navigation
// offline, keeps the last answer of read-only API GETs for offline reading, and shows Web Push
// notifications. Mutating requests are never cached or replayed (only the analytics queue syncs,
// from IndexedDB).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ANALYTICS_SYNC_TAG, STOCKROOM_WEB_KEY } from '@/platform/analytics/constants';
import { flushQueueFromWorker } from '@/platform/analytics/worker';
import { forgetOnUnauthorized } from '@/platform/offline/forget-on-unauthorized';
import { markCachedAnswers } from '@/platform/offline/mark-cached-answers';
import { openPush, showPush } from '@/platform/push/worker';
import {
  API_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  PAGES_CACHE,
  SKIP_WAITING,
} from '@/platform/offline/sw-constants';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations: the network first (pre-rendered and per-brand HTML stay fresh online), the last
// copy of that page when the network fails or is slower than the timeout, else the app shell.
// A page the server marks no-store (a member's home with their figures drawn in,
// server/http/static.ts) is theirs alone and never kept: offline, home starts from the shell.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    {
      cacheWillUpdate: async ({ response }) =>
        /no-store/.test(response.headers.get('cache-control') ?? '') ? null : response,
    },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // The sandbox contacts provider's consent page (server/routes/contacts.ts) stands in for a
    // third party's page: only the server may answer it, never the app shell.
    { denylist: [/^\/api(\/|$)/, /^\/analytics/, /^\/sandbox\//] },
  ),
);

// Read-only API GETs: network first, the last answer offline. They belong to the signed-in
// person: cleared at log-in and log-out (platform/offline/caches.ts) and whenever any answer is
// 401 (the session ended elsewhere: forget-on-unauthorized.ts here, platform/api in the page), so
// one person's data never shows for another on a shared device. /util/csrf is never kept: its
// token belongs to this moment's session (offline, the app reads who is signed in from /me).
// Server-sent events (the live quote stream) never end: caching one would buffer it forever.
// Statements (PDF) are personal documents sent `no-store`: they are never kept on the device.
// A cached answer is marked as such (mark-cached-answers.ts): the page's evidence of being offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/v1/documents/statements/') &&
    url.pathname !== '/api/v1/util/csrf' &&
    request.headers.get('accept') !== 'text/event-stream',
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      forgetOnUnauthorized,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      markCachedAnswers,
    ],
  }),
);

// The analytics queue (IndexedDB) is the one write that syncs from here: Background Sync, where
// the browser has it, retries until the ingest has taken every row (spec §7; DESIGN "offline").
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === ANALYTICS_SYNC_TAG) {
    sync.waitUntil(flushQueueFromWorker(self.location.origin, STOCKROOM_WEB_KEY));
  }
});

// Web Push: each push is one of the member's notifications, shown at once; a tap opens its screen
// (platform/push/worker.ts).
self.addEventListener('push', (event) => showPush(self, event));
self.addEventListener('notificationclick', (event) => openPush(self, event));

// The update prompt (platform/offline/update.ts) asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
