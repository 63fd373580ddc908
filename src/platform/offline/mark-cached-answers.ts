// A Workbox plugin for the service worker's network-first API route (src/sw.ts): every answer it
// takes from the cache carries CACHED_ANSWER_HEADER, saying whether the network failed or was only
// slow, so the page knows it is reading saved data (platform/network/connectivity.ts). Without
// it a cached answer looks fresh, and a page reloaded offline believed it was online.
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHED_AFTER_NETWORK_FAILURE,
  CACHED_AFTER_TIMEOUT,
  CACHED_ANSWER_HEADER,
} from './sw-constants';

/** Must come after any plugin that may still refuse the cached answer (expiration). */
export const markCachedAnswers: WorkboxPlugin = {
  // Per-request state: NetworkFirst calls fetchDidFail before it falls back to the cache when the
  // network fails; when its timeout wins, the cache is read with no failure recorded.
  fetchDidFail: async ({ state }) => {
    if (state) state.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(
      CACHED_ANSWER_HEADER,
      state?.networkFailed ? CACHED_AFTER_NETWORK_FAILURE : CACHED_AFTER_TIMEOUT,
    );
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
