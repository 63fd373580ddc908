// What every feature of the app is built on, made once: main.ts from the configuration, a test
// from its own (tests/support/test-app.ts). One database, one market (its quote provider and its
// caches) and one clock, the market's: a frozen clock in a test freezes every feature at once.
import type { Db } from './db/client';
import { createMarket, type Market, type MarketSettings } from './services/market/provider';

export interface AppDeps {
  db: Db;
  /** Its quote provider (`market.quotes`) and the one clock (`market.now`). */
  market: Market;
}

/** AppDeps on `db`: a market from the configuration's settings, with what a test replaces. */
export function appDeps(
  db: Db,
  settings: MarketSettings,
  overrides: Parameters<typeof createMarket>[1] = {},
): AppDeps {
  return { db, market: createMarket(settings, overrides) };
}
