// Placing the optimizer's trades in one step through the orders service
// (server/services/orders/place.ts): market orders in the paper account, sells before buys so
// their proceeds pay for the buys. The request's Idempotency-Key derives one key per order
// (hash of key, symbol and side), so a retry of the whole request places nothing twice and
// finishes what an interrupted one left; every order keeps its own stored first answer.
import { createHash } from 'node:crypto';
import {
  MAX_PLACED_TRADES,
  type PlaceTradesRequest,
  type PlaceTradesResponse,
} from '@/contract/optimizer';
import type { OrderResponse } from '@/contract/orders';
import { invalidInput } from '../../../errors';
import type { OrdersDeps } from '../../orders/deps';
import { placeOrder } from '../../orders/place';
import { resolveTradingAccount } from '../../orders/trading-account';
import { resolveSymbol } from '../../market/securities';

/** The key of one order of the request: printable, under the header's 255 characters. */
function orderKey(requestKey: string, symbol: string, side: 'buy' | 'sell'): string {
  const digest = createHash('sha256').update(`${requestKey}\n${symbol}\n${side}`).digest('hex');
  return `optimizer-${digest.slice(0, 40)}`;
}

export async function placeTrades(
  deps: OrdersDeps,
  userId: string,
  body: PlaceTradesRequest,
  idempotencyKey: string,
): Promise<PlaceTradesResponse> {
  if (body.trades.length === 0)
    throw invalidInput('trades must list at least one trade.', 'trades');
  if (body.trades.length > MAX_PLACED_TRADES) {
    throw invalidInput(`trades must list at most ${MAX_PLACED_TRADES} trades.`, 'trades');
  }
  // Every check before the first order, so bad input writes nothing.
  const seen = new Set<string>();
  const trades = body.trades.map((trade, i) => {
    const symbol = resolveSymbol(trade.symbol, `trades[${i}].symbol`).symbol;
    if (seen.has(symbol)) {
      throw invalidInput(
        `trades[${i}].symbol ${symbol} is listed twice: one trade per symbol.`,
        `trades[${i}].symbol`,
      );
    }
    seen.add(symbol);
    return { ...trade, symbol };
  });
  await resolveTradingAccount(deps.db, userId, { account_type: 'simulated' });
  const ordered = [
    ...trades.filter((t) => t.side === 'sell'),
    ...trades.filter((t) => t.side === 'buy'),
  ];
  const placed: OrderResponse['order'][] = [];
  for (const trade of ordered) {
    const response = await placeOrder(
      deps,
      userId,
      {
        symbol: trade.symbol,
        side: trade.side,
        type: 'market',
        quantity: trade.quantity,
        account_type: 'simulated',
      },
      orderKey(idempotencyKey, trade.symbol, trade.side),
    );
    placed.push(response.body.order);
  }
  return { orders: placed };
}
