// The built-in broker (DESIGN.md "Market and broker"): it fills paper orders, and live orders too,
// the same way, because no clearing partner is configured. It trades against the quote provider's
// last price during regular NYSE hours (server/market/calendar.ts), in whole orders:
//   market  fills at the last price as soon as the market is open (after hours: at the open)
//   limit   buy fills when the last price is at or below the limit, sell at or above, at the last
//           price (never worse than the limit)
//   stop    buy triggers when the last price is at or above the stop, sell at or below, and then
//           fills at the last price like a market order
//   dollars buys floor(amount / price) in 0.00001 shares; a dollar sell sells as many shares, up to
//           the shares it reserved at placement
// It never fills part of an order, so `partially_filled` comes only from a partner's fills.
import { isMarketOpen, type QuoteProvider } from '../market';
import { sharesForCents } from '../services/orders/amounts';
import type { Broker, BrokerOrder, Execution } from './broker';

export class BuiltInBroker implements Broker {
  readonly name = 'built-in';

  constructor(private readonly quotes: QuoteProvider) {}

  async execute(order: BrokerOrder, at: Date): Promise<Execution | null> {
    if (!isMarketOpen(at)) return null;
    const quote = await this.quotes.getQuote(order.symbol, at);
    const price = quote.priceUnits;
    if (!crosses(order, price)) return null;
    return {
      quantityE5: quantityAt(order, price),
      priceE4: price,
      priceSource: quote.source,
      priceAsOf: new Date(quote.asOf),
    };
  }

  async cancel(): Promise<boolean> {
    // Nothing rests anywhere but in our own orders table: an open order can always be canceled.
    return true;
  }
}

function crosses(order: BrokerOrder, price: number): boolean {
  const buy = order.side === 'buy';
  if (order.type === 'limit' && order.limitPriceE4 !== null) {
    return buy ? price <= order.limitPriceE4 : price >= order.limitPriceE4;
  }
  if (order.type === 'stop' && order.stopPriceE4 !== null) {
    return buy ? price >= order.stopPriceE4 : price <= order.stopPriceE4;
  }
  return true;
}

function quantityAt(order: BrokerOrder, price: number): number {
  if (order.quantityE5 !== null) return order.quantityE5 - order.filledQuantityE5;
  const shares = sharesForCents(order.notionalCents ?? 0, price, 'down');
  return order.side === 'sell' ? Math.min(shares, order.heldQuantityE5) : shares;
}
