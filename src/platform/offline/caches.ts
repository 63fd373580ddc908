// Cached API answers belong to the signed-in person: dropped at log-in and log-out, and when the
// server says the session has ended (a 401). The service worker's cache is dropped here; the app's
// in-memory cache (platform/queries) listens, so that this module stays out of its chunk.
import { API_CACHE } from './sw-constants';

const listeners = new Set<() => void>();

/** Calls `listener` each time the personal caches are dropped; returns the stop. */
export function onPersonalCachesCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function clearPersonalCaches(): Promise<void> {
  for (const listener of listeners) listener();
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
