// What every portfolio service needs: the database, a quote provider and a clock. Tests pass a
// fixed provider and a frozen clock.
import type { Db } from '../../db/client';
import type { QuoteProvider } from '../../market';

export interface PortfolioDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}
