// The trade form's values and how they become an order request. The form keeps what
// was typed as text; the request carries the same text as decimal strings, so no float ever
// carries a quantity or a price (DESIGN.md "Money, quantities, time").
import {
  orderRequestProblem,
  type OrderRequest,
  type OrderSide,
  type OrderType,
  type TimeInForce,
} from '@/contract/orders';

export type AmountMode = 'dollars' | 'shares';

export interface OrderFormValues extends Record<string, string> {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  amountMode: AmountMode;
  amount: string;
  limitPrice: string;
  stopPrice: string;
  timeInForce: TimeInForce;
}

export function initialOrderForm(search: URLSearchParams): OrderFormValues {
  const side = search.get('side') === 'sell' ? 'sell' : 'buy';
  return {
    symbol: (search.get('symbol') ?? '').toUpperCase(),
    side,
    type: 'market',
    amountMode: 'dollars',
    amount: '',
    limitPrice: '',
    stopPrice: '',
    timeInForce: 'day',
  };
}

/** Dollar amounts exist for market orders only (the contract's rule), so other types use shares. */
export const effectiveAmountMode = (values: OrderFormValues): AmountMode =>
  values.type === 'market' ? values.amountMode : 'shares';

/** "$1,000.50" or " 2.5 " as typed → "1000.50" / "2.5": what the API expects. */
export const cleanDecimal = (text: string) => text.replace(/[$,\s]/g, '');

export function orderRequestFrom(values: OrderFormValues): OrderRequest {
  const amount = cleanDecimal(values.amount);
  const mode = effectiveAmountMode(values);
  return {
    symbol: values.symbol.trim().toUpperCase(),
    side: values.side,
    type: values.type,
    time_in_force: values.timeInForce,
    ...(mode === 'dollars' ? { notional: amount } : { quantity: amount }),
    ...(values.type === 'limit' ? { limit_price: cleanDecimal(values.limitPrice) } : {}),
    ...(values.type === 'stop' ? { stop_price: cleanDecimal(values.stopPrice) } : {}),
  };
}

/** Request field → form field, so an error from the struct or the server lands on its input. */
const FORM_FIELD: Record<string, string> = {
  symbol: 'symbol',
  quantity: 'amount',
  notional: 'amount',
  limit_price: 'limitPrice',
  stop_price: 'stopPrice',
  side: 'side',
  type: 'type',
  time_in_force: 'timeInForce',
};

export const formFieldFor = (requestField: string): string =>
  FORM_FIELD[requestField] ?? requestField;

/** The cross-field rule the struct cannot name a field for, mapped onto the form. */
export function crossFieldError(request: OrderRequest): Record<string, string> {
  const problem = orderRequestProblem(request);
  return problem ? { [formFieldFor(problem.field)]: problem.error } : {};
}

/**
 * Shares in 0.00001 units → the exact decimal text the order takes: 53_370 → "0.5337". Integer
 * arithmetic only, so "Sell all" sells exactly what is owned and leaves no dust (spec §5).
 */
export function shareUnitsToDecimal(units: number): string {
  const whole = Math.floor(units / 100_000);
  const fraction = String(units % 100_000)
    .padStart(5, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The form set to sell every share a new order may sell: a market order by shares. */
export function sellAllValues(values: OrderFormValues, availableE5: number): OrderFormValues {
  return {
    ...values,
    side: 'sell',
    type: 'market',
    amountMode: 'shares',
    amount: shareUnitsToDecimal(availableE5),
  };
}
