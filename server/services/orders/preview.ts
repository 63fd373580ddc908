// POST /api/v1/orders/preview (spec §2 /orders: order preview before the confirmation): what the
// order would cost or bring, what it would hold, and the buying power after. Reads only.
import { and, eq } from 'drizzle-orm';
import type { OrderPreviewResponse, OrderRequest } from '@/contract/orders';
import { positions } from '../../db/schema';
import { balanceOf, cashAccount } from '../ledger';
import { buyHoldCents, estimate, sellHoldShares } from './amounts';
import type { OrdersDeps } from './deps';
import { orderTerms } from './request';
import { buyingPowerProblem, sharesProblem } from './reserve';
import { dayOrderExpiry, executionTiming } from './sessions';
import { resolveTradingAccount } from './trading-account';

export async function previewOrder(
  deps: OrdersDeps,
  userId: string,
  body: OrderRequest,
): Promise<OrderPreviewResponse> {
  const terms = orderTerms(body);
  const account = await resolveTradingAccount(deps.db, userId, body);
  const at = deps.now();
  const quote = await deps.quotes.getQuote(terms.symbol, at);
  const last = quote.priceUnits;
  const expected = estimate(terms, last);
  const cash = await balanceOf(deps.db, cashAccount(account.id));
  const [position] = await deps.db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, account.id), eq(positions.symbol, terms.symbol)));
  const available = position ? position.quantityE5 - position.heldQuantityE5 : 0;

  const holdCents = terms.side === 'buy' ? buyHoldCents(terms, last) : 0;
  const holdQuantity = terms.side === 'sell' ? sellHoldShares(terms, last) : 0;
  const problem =
    terms.side === 'buy'
      ? holdCents > cash
        ? buyingPowerProblem(terms, holdCents, cash)
        : null
      : holdQuantity > available
        ? sharesProblem(terms, available, last)
        : null;
  return {
    account_id: account.id,
    account_type: account.type,
    symbol: terms.symbol,
    side: terms.side,
    type: terms.type,
    quote: {
      price_e4: last,
      source: quote.source,
      as_of: quote.asOf,
      market_open: quote.marketOpen,
    },
    executes: executionTiming(terms.type, at),
    estimated_price_e4: expected.priceE4,
    estimated_quantity_e5: expected.quantityE5,
    estimated_amount_cents: expected.amountCents,
    hold_cents: holdCents,
    hold_quantity_e5: holdQuantity,
    buying_power_cents: cash,
    buying_power_after_cents: problem ? cash : cash - holdCents,
    shares_available_e5: available,
    shares_available_after_e5: problem ? available : available - holdQuantity,
    expires_at: terms.timeInForce === 'day' ? dayOrderExpiry(at).toISOString() : null,
    problem: problem && { error: problem.reason, field: problem.field },
  };
}
