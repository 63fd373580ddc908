// Order rows as the API shows them (src/contract/orders.ts): integer units, ISO 8601 UTC times.
import type { Order, OrderFill } from '@/contract/orders';
import type { AccountType } from '@/contract/users';
import type { fills } from '../../db/schema';
import type { OrderRow } from './reserve';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function orderView(row: OrderRow, accountType: AccountType): Order {
  return {
    id: row.id,
    account_id: row.accountId,
    account_type: accountType,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    time_in_force: row.timeInForce,
    status: row.status,
    quantity_e5: row.quantityE5,
    notional_cents: row.notionalCents,
    limit_price_e4: row.limitPriceE4,
    stop_price_e4: row.stopPriceE4,
    filled_quantity_e5: row.filledQuantityE5,
    filled_amount_cents: row.filledAmountCents,
    average_fill_price_e4: row.averageFillPriceE4,
    held_cents: row.heldCents,
    held_quantity_e5: row.heldQuantityE5,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    filled_at: iso(row.filledAt),
    canceled_at: iso(row.canceledAt),
    expires_at: iso(row.expiresAt),
  };
}

export function fillView(row: typeof fills.$inferSelect): OrderFill {
  return {
    id: row.id,
    quantity_e5: row.quantityE5,
    price_e4: row.priceE4,
    amount_cents: row.amountCents,
    price_source: row.priceSource,
    price_as_of: row.priceAsOf.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
