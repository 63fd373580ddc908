// Cached API answers belong to the signed-in person: dropped at log-in and log-out.
import { API_CACHE } from './sw-constants';

export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
