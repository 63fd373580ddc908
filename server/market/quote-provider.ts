// The seam between the app and a market-data feed (DESIGN.md "Market and broker": a deterministic
// model behind a QuoteProvider interface, so a real feed can be plugged in). Routes, orders and
// jobs depend on this interface only, never on the simulator.
//
// Plugging in a real feed: implement QuoteProvider in server/market/<feed>.ts (asynchronous, as a
// network feed is), add its name to QUOTE_PROVIDERS and its constructor to FACTORIES below, and
// add its name to QuoteSource. Then QUOTE_PROVIDER=<feed> selects it. Symbols stay those of
// universe.ts, the list of securities the app offers whatever the feed.
import type { Bar, ChartRange } from './bars';
import type { IsoDate } from './eastern-time';
import type { EarningsTiming } from './earnings';
import type { Fundamentals } from './fundamentals';
import type { PriceUnits } from './price-units';
import { SimulatedQuoteProvider } from './simulator';

/** Where a quote came from; shown next to prices so simulated ones are never mistaken for live. */
type QuoteSource = 'simulator';

export interface Quote {
  symbol: string;
  /** Last price, integer $0.0001. */
  priceUnits: PriceUnits;
  /** Close of the session before the quote's session. */
  previousCloseUnits: PriceUnits;
  changeUnits: PriceUnits;
  /** Change over the previous close in basis points: 125 is +1.25 % (spec §5: two decimals). */
  changeBasisPoints: number;
  /** Shares traded so far in the quote's session. */
  volume: number;
  /** When the price was current, ISO 8601 UTC: a minute of the session, or its close. */
  asOf: string;
  source: QuoteSource;
  /** True during a regular session (calendar.ts). */
  marketOpen: boolean;
}

export interface EarningsEvent {
  symbol: string;
  name: string;
  date: IsoDate;
  timing: EarningsTiming;
}

/**
 * Market data at an instant (`at` defaults to the provider's clock). Unknown symbols reject with
 * UnknownSymbolError; instants outside the modelled years with RangeError.
 */
export interface QuoteProvider {
  readonly source: QuoteSource;
  getQuote(symbol: string, at?: Date): Promise<Quote>;
  /** Quotes in the order asked. */
  getQuotes(symbols: readonly string[], at?: Date): Promise<Quote[]>;
  /** Chart bars for a range, oldest first, ending at `at` (bars.ts RANGE_INTERVALS). */
  getBars(symbol: string, range: ChartRange, at?: Date): Promise<Bar[]>;
  getFundamentals(symbol: string, at?: Date): Promise<Fundamentals>;
  /** Stocks reporting from today through `days` calendar days ahead, soonest first. */
  upcomingEarnings(at?: Date, days?: number): Promise<EarningsEvent[]>;
}

const QUOTE_PROVIDERS = ['simulator'] as const;

export interface MarketConfig {
  /** QUOTE_PROVIDER: which feed serves quotes. Default 'simulator'. */
  provider: string;
  /** MARKET_SEED: the simulator's seed; every instance with the same seed shows the same prices. */
  seed: string;
  /** The clock for calls without `at`; tests pass a frozen one. */
  now: () => Date;
}

const DEFAULT_MARKET_SEED = 'stockroom';

export function readMarketConfig(env: NodeJS.ProcessEnv): MarketConfig {
  return {
    provider: env.QUOTE_PROVIDER || 'simulator',
    seed: env.MARKET_SEED || DEFAULT_MARKET_SEED,
    now: () => new Date(),
  };
}

const FACTORIES: Record<(typeof QUOTE_PROVIDERS)[number], (config: MarketConfig) => QuoteProvider> =
  {
    simulator: (config) => new SimulatedQuoteProvider(config.seed, config.now),
  };

export function createQuoteProvider(config: Partial<MarketConfig> = {}): QuoteProvider {
  const defaults = readMarketConfig({});
  const full: MarketConfig = {
    provider: config.provider ?? defaults.provider,
    seed: config.seed ?? defaults.seed,
    now: config.now ?? defaults.now,
  };
  const factory = Object.hasOwn(FACTORIES, full.provider)
    ? FACTORIES[full.provider as keyof typeof FACTORIES]
    : undefined;
  if (!factory) {
    throw new Error(
      `QUOTE_PROVIDER "${full.provider}" is not a known quote provider (known: ${QUOTE_PROVIDERS.join(', ')})`,
    );
  }
  return factory(full);
}
