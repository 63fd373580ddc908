// From a validated OrderRequest (src/contract/orders.ts) to the order's terms in integer units,
// checking what the struct cannot: the rules between fields and that the symbol is one we offer.
import {
  decimalToUnits,
  DOLLAR_DECIMALS,
  type OrderRequest,
  orderRequestProblem,
  PRICE_DECIMALS,
  SHARE_DECIMALS,
  type TimeInForce,
} from '@/contract/orders';
import { invalidInput } from '../../errors';
import { findSecurity } from '../../market';
import type { OrderTerms } from './amounts';

export interface PlacedTerms extends OrderTerms {
  symbol: string;
  timeInForce: TimeInForce;
}

const units = (value: string | undefined, decimals: number) =>
  value === undefined ? null : decimalToUnits(value, decimals);

export function orderTerms(body: OrderRequest): PlacedTerms {
  const problem = orderRequestProblem(body);
  if (problem) throw invalidInput(problem.error, problem.field);
  const security = findSecurity(body.symbol);
  if (!security) {
    throw invalidInput(`symbol ${body.symbol.toUpperCase()} is not a security we offer.`, 'symbol');
  }
  return {
    symbol: security.symbol,
    side: body.side,
    type: body.type,
    timeInForce: body.time_in_force ?? 'day',
    quantityE5: units(body.quantity, SHARE_DECIMALS),
    notionalCents: units(body.notional, DOLLAR_DECIMALS),
    limitPriceE4: units(body.limit_price, PRICE_DECIMALS),
    stopPriceE4: units(body.stop_price, PRICE_DECIMALS),
  };
}
