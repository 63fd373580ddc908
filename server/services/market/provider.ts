// The market a server reads (DESIGN.md "Market and broker"): one QuoteProvider per app, chosen by
// QUOTE_PROVIDER / MARKET_SEED (server/config.ts parses them), the one clock every feature reads,
// and the caches in front of the provider (cache.ts). main.ts builds it once into AppDeps
// (server/deps.ts); a test builds its own, on a frozen clock. Several instances with the same seed
// show the same prices: the simulator is a pure function of (seed, symbol, instant).
import { createQuoteProvider, type QuoteProvider } from '../../market';
import { TtlCache } from './cache';

/** What the configuration says of the market (server/config.ts). */
export interface MarketSettings {
  /** QUOTE_PROVIDER: which feed serves quotes. */
  provider: string;
  /** MARKET_SEED: the simulator's seed. */
  seed: string;
  /** MARKET_CLOCK_START: the clock starts at this instant and runs on, so a weekend demo or
   *  screenshot can show an open session; null: the wall clock. */
  clockStart: Date | null;
}

export interface Market {
  quotes: QuoteProvider;
  /** The clock: the wall clock, or MARKET_CLOCK_START's; tests freeze it. */
  now: () => Date;
  /** How often the quote stream sends quotes while the market is open ("every few seconds"). */
  streamIntervalMs: number;
  /** How often it sends a heartbeat while the market is closed (under common 30 s proxy idles). */
  heartbeatIntervalMs: number;
  /** This market's cache named `name`, made on first use with these limits. */
  cache<V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<V>;
}

const STREAM_INTERVAL_MS = 5_000;
const HEARTBEAT_INTERVAL_MS = 15_000;

/** Throws for an unknown QUOTE_PROVIDER: the server stops at start, not at its first request. */
export function createMarket(
  settings: MarketSettings,
  overrides: Partial<
    Pick<Market, 'quotes' | 'now' | 'streamIntervalMs' | 'heartbeatIntervalMs'>
  > = {},
): Market {
  const now = overrides.now ?? clockFrom(settings.clockStart);
  const caches = new Map<string, TtlCache<unknown>>();
  return {
    quotes:
      overrides.quotes ??
      createQuoteProvider({ provider: settings.provider, seed: settings.seed, now }),
    now,
    streamIntervalMs: overrides.streamIntervalMs ?? STREAM_INTERVAL_MS,
    heartbeatIntervalMs: overrides.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
    cache<V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<V> {
      let cache = caches.get(name);
      if (!cache) {
        cache = new TtlCache<unknown>(ttlMs, maxEntries);
        caches.set(name, cache);
      }
      return cache as TtlCache<V>;
    },
  };
}

function clockFrom(start: Date | null): () => Date {
  if (!start) return () => new Date();
  const origin = Date.now();
  return () => new Date(start.getTime() + (Date.now() - origin));
}
