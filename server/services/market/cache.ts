// Short-lived caches in front of the QuoteProvider. Many screens and streams ask for the same
// symbols within seconds; a real feed is rate-limited and slow, and even the simulator's first
// pass over 466 symbols takes ~200 ms. Entries hold promises, so concurrent misses share one call,
// and a failed call is forgotten at once. Each Market has its own (provider.ts: market.cache()).

export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Fresh entries only, without loading. */
  peek(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full (a flood of distinct keys): drop the oldest insertions.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
