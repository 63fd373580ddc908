// Shared by the service worker (src/sw.ts) and the page.
export const PAGES_CACHE = 'stockroom-pages';
export const API_CACHE = 'stockroom-api';
/** Spec-less, from the issue: network-first answers fall back to the cache after ~3 s. */
export const NETWORK_TIMEOUT_SECONDS = 3;
export const SKIP_WAITING = 'SKIP_WAITING';
