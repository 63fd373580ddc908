// The process-wide market-data provider (DESIGN.md "Market and broker"): one QuoteProvider per
// server process, chosen by QUOTE_PROVIDER / MARKET_SEED (server/market/quote-provider.ts), so
// every request and every quote stream reads the same instance and the same caches (cache.ts).
// Several instances with the same seed show the same prices: the simulator is a pure function of
// (seed, symbol, instant).
import { createQuoteProvider, type QuoteProvider, readMarketConfig } from '../../market';
import { clearMarketCaches } from './cache';

export interface MarketSettings {
  /** QUOTE_PROVIDER: which feed serves quotes. */
  provider: string;
  /** MARKET_SEED: the simulator's seed. */
  seed: string;
  /** The market clock. MARKET_CLOCK_START (ISO instant) starts it there and lets it run, so a
   *  weekend demo or screenshot can show an open session; unset, it is the wall clock. */
  now: () => Date;
  /** How often the quote stream sends quotes while the market is open ("every few seconds"). */
  streamIntervalMs: number;
  /** How often it sends a heartbeat while the market is closed (under common 30 s proxy idles). */
  heartbeatIntervalMs: number;
}

export interface MarketRuntime extends MarketSettings {
  quotes: QuoteProvider;
}

const STREAM_INTERVAL_MS = 5_000;
const HEARTBEAT_INTERVAL_MS = 15_000;

let runtime: MarketRuntime | null = null;

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketSettings {
  const config = readMarketConfig(env);
  return {
    provider: config.provider,
    seed: config.seed,
    now: clockFrom(env.MARKET_CLOCK_START),
    streamIntervalMs: STREAM_INTERVAL_MS,
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
  };
}

function clockFrom(start: string | undefined): () => Date {
  if (!start) return () => new Date();
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs)) throw new Error('MARKET_CLOCK_START must be an ISO 8601 instant');
  const origin = Date.now();
  return () => new Date(startMs + (Date.now() - origin));
}

function build(settings: MarketSettings): MarketRuntime {
  // createQuoteProvider throws for an unknown QUOTE_PROVIDER: marketRoutes calls market() at
  // start-up so a bad setting stops the server instead of failing its first request.
  const quotes = createQuoteProvider({
    provider: settings.provider,
    seed: settings.seed,
    now: settings.now,
  });
  return { ...settings, quotes };
}

/** The process-wide market runtime, built from the environment on first use. */
export function market(): MarketRuntime {
  runtime ??= build(settingsFromEnv());
  return runtime;
}

/** Replaces settings (tests freeze the clock, shorten the stream intervals); caches are dropped. */
export function configureMarket(overrides: Partial<MarketSettings>): MarketRuntime {
  runtime = build({ ...(runtime ?? settingsFromEnv()), ...overrides });
  clearMarketCaches();
  return runtime;
}
