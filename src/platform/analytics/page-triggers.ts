// When the page flushes the analytics queue (DESIGN.md "Client state and offline"): on start, when
// the browser comes back online, and when the page becomes visible again; when it is hidden the
// queue goes out by beacon (§7), as the page may never come back. 'visibilitychange' to hidden is
// also the last event a closing page reliably gets, so there is no separate 'pagehide' beacon.
import type { AnalyticsClient } from './client';
import { ANALYTICS_SYNC_TAG } from './constants';

export function attachPageFlushTriggers(client: Pick<AnalyticsClient, 'flush'>): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const flush = () => void client.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') flush();
    else void client.flush({ beacon: true });
  };
  flush(); // on start: whatever an earlier visit left queued
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker for a Background Sync after an upload left rows queued (offline): the
 * browser wakes the worker when the network is back, even if the page is closed. Where the browser
 * has no Background Sync, the page triggers above cover it.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(ANALYTICS_SYNC_TAG))
    .catch(() => {});
}
