// Where orders execute (DESIGN.md "Market and broker"). The order service keeps the books (holds,
// fills, positions, the ledger); a Broker only says whether and at what price an open order
// executes, and whether it can still be canceled. A clearing partner for live accounts would
// implement this interface (and report its fills asynchronously); until one is configured, live
// accounts use the built-in broker exactly as paper accounts do (built-in.ts; docs/features.md "Sandboxes and gaps").
import type { OrderSide, OrderType } from '@/contract/orders';

/** What a broker sees of an open order (amounts in the units of db/schema/orders.ts). */
export interface BrokerOrder {
  id: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  quantityE5: number | null;
  notionalCents: number | null;
  limitPriceE4: number | null;
  stopPriceE4: number | null;
  filledQuantityE5: number;
  /** Shares reserved for an open sell: a dollar-amount sell never sells more than these. */
  heldQuantityE5: number;
}

export interface Execution {
  /** Shares traded in this fill; 0 when a dollar amount buys less than 0.00001 share. */
  quantityE5: number;
  priceE4: number;
  /** The quote the fill used: its source and as-of time (every quote carries both). */
  priceSource: string;
  priceAsOf: Date;
}

export interface Broker {
  readonly name: string;
  /**
   * Whether the open order executes at `at`, and how; null leaves it open. Called with the order
   * row locked, so one order is never executed twice.
   */
  execute(order: BrokerOrder, at: Date): Promise<Execution | null>;
  /** Asks the venue to cancel; false when it can no longer be canceled. */
  cancel(order: BrokerOrder): Promise<boolean>;
}
