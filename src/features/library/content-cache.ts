// News articles and audio items kept on this device for offline reading
// (DESIGN "screens already seen open offline"). The content service (/cms/api) is not an /api GET,
// so the service worker does not keep its answers; this keeps the last copy of each list and
// document the member opened in Cache Storage, keyed by its content path. Content is the same for
// every member, so it needs no clearing at log-out (unlike platform/offline/caches.ts).
import { type Struct, validate } from 'superstruct';
import { ApiError } from '@/platform/api';
import { fetchContent } from '@/platform/api/cms';

const LIBRARY_CACHE = 'stockroom-library-v1';
/** Cache Storage resolves the path against the page's origin. */
const keyOf = (path: string) => `/cms/api/${path}`;

export interface ContentRead<T> {
  data: T;
  /** The network failed and this is the copy kept on this device. */
  fromDevice: boolean;
}

async function keep(path: string, value: unknown): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LIBRARY_CACHE);
  await cache.put(
    keyOf(path),
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
  );
}

async function kept<T>(path: string, struct: Struct<T, unknown>): Promise<T | null> {
  if (typeof caches === 'undefined') return null;
  const response = await (await caches.open(LIBRARY_CACHE)).match(keyOf(path));
  if (!response) return null;
  // Checked again: an older build may have kept another shape.
  const [failure, value] = validate(await response.json().catch(() => undefined), struct);
  return failure ? null : value;
}

/**
 * Online: the content service, keeping a copy; failing: the kept copy, if any. A 404 (unpublished
 * since) is never answered from the device. Every other failure without a copy is spec §8's
 * error flag (an ApiError the screen shows with a retry).
 */
export async function readContent<T>(
  path: string,
  struct: Struct<T, unknown>,
  what: string,
): Promise<ContentRead<T>> {
  try {
    const data = await fetchContent(path, struct, what);
    void keep(path, data).catch(() => undefined);
    return { data, fromDevice: false };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') throw error;
    const copy = await kept(path, struct).catch(() => null);
    if (copy !== null) return { data: copy, fromDevice: true };
    throw error;
  }
}
