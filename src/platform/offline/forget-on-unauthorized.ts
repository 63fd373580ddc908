// A Workbox plugin for the service worker's API read cache (src/sw.ts): an answer of 401 means
// the session this device held has ended (logged out elsewhere, a password change, expiry), so
// every saved answer of that person is dropped at once. Otherwise the account's name, email and
// holdings would still open offline on a device whose session someone ended on purpose.
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_CACHE } from './sw-constants';

export const forgetOnUnauthorized: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await caches.delete(API_CACHE);
    return response;
  },
};
