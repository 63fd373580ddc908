// Shared by the service worker (src/sw.ts) and the page.
export const PAGES_CACHE = 'stockroom-pages';
export const API_CACHE = 'stockroom-api';
/** Not in the spec: network-first answers fall back to the cache after 3 s. */
export const NETWORK_TIMEOUT_SECONDS = 3;
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * The worker marks every API answer it took from its cache instead of the network, so the page
 * can tell stale data from fresh and count it as evidence of being offline
 * (platform/network/connectivity.ts): `network-failed` when the network gave no answer, `slow`
 * when it was slower than NETWORK_TIMEOUT_SECONDS (it may still be there).
 */
export const CACHED_ANSWER_HEADER = 'x-stockroom-cached';
export const CACHED_AFTER_NETWORK_FAILURE = 'network-failed';
export const CACHED_AFTER_TIMEOUT = 'slow';
