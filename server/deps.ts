// What every feature of the app is built on, made once: main.ts from the configuration, a test
// from its own (tests/support/test-app.ts). One database, one market (its quote provider and its
// caches) and one clock, the market's: a frozen clock in a test freezes every feature at once.
import type { Db } from './db/client';
import type { QuoteProvider } from './market';
import { createMarket, type Market, type MarketSettings } from './services/market/provider';

export interface AppDeps {
  db: Db;
  market: Market;
  /** The market's provider (market.quotes), at hand for the features that value holdings. */
  quotes: QuoteProvider;
  /** The one clock (market.now). */
  now: () => Date;
}

/** AppDeps on `db`: a market from the configuration's settings, with what a test replaces. */
export function appDeps(
  db: Db,
  settings: MarketSettings,
  overrides: Parameters<typeof createMarket>[1] = {},
): AppDeps {
  const market = createMarket(settings, overrides);
  return { db, market, quotes: market.quotes, now: market.now };
}
