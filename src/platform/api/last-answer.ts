// The answer this device kept the last time it asked (kept-answer.ts says why and when), read
// from the service worker's API cache. Loaded only when asked: it imports nothing, so splitting it
// off the start of the app splits nothing else off with it.
export interface KeptAnswer<T> {
  data: T;
  /** When the server gave it (its Date header), in ms since the epoch. */
  at: number;
}

/** `check`: the contract's test of the answer; one kept by an older version may fail it. */
export async function lastAnswerAt<T>(
  cacheName: string,
  url: string,
  check: (json: unknown) => [unknown, T | undefined],
): Promise<KeptAnswer<T> | undefined> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(cacheName);
    // Vary (accept, cookie) is ignored: the cache holds one person's answers only.
    const kept = await cache.match(url, { ignoreVary: true });
    if (!kept?.ok) return;
    const at = Date.parse(kept.headers.get('date') ?? '');
    const [problem, data] = check(await kept.json());
    if (problem || data === undefined || Number.isNaN(at)) return;
    return { data, at };
  } catch {
    // Cache storage refused (a private window may) or an unreadable copy: wait for the network.
    return;
  }
}
