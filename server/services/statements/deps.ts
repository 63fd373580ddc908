// What the statements need: the database, quotes for month-end prices, and a clock that decides
// which months have ended (tests and MARKET_CLOCK_START freeze it).
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';

export interface StatementDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}
