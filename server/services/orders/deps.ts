// What the order services need: the database, quotes, a clock and the brokers. Tests pass a
// fixed-price provider and a frozen clock.
import { type BrokerFor, createBrokers } from '../../broker';
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';
import { DEFAULT_PAPER_STARTING_CASH_CENTS } from '../accounts';

export interface OrdersDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
  brokerFor: BrokerFor;
  /** What a reset paper account starts with (PAPER_STARTING_CASH_CENTS). */
  paperStartingCashCents: number;
}

/** The deps with the brokers chosen from the quote provider (server/broker/index.ts); the
 *  starting cash is the default one unless the configuration says otherwise. */
export type OrdersBase = Omit<OrdersDeps, 'brokerFor' | 'paperStartingCashCents'> &
  Partial<Pick<OrdersDeps, 'paperStartingCashCents'>>;

export function ordersDeps(base: OrdersBase): OrdersDeps {
  return {
    paperStartingCashCents: DEFAULT_PAPER_STARTING_CASH_CENTS,
    ...base,
    brokerFor: createBrokers(base.quotes),
  };
}
