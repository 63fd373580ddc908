// What the order services need: the database, quotes, a clock and the brokers. Tests pass a
// fixed-price provider and a frozen clock.
import { type BrokerFor, createBrokers } from '../../broker';
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';

export interface TradingDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
  brokerFor: BrokerFor;
}

/** The deps with the brokers chosen from the quote provider (server/broker/index.ts). */
export function tradingDeps(base: Omit<TradingDeps, 'brokerFor'>): TradingDeps {
  return { ...base, brokerFor: createBrokers(base.quotes) };
}
