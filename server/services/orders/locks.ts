// Row locks of the order services. One order everywhere, so no two transactions wait on each
// other in a circle: an order's row first (FOR UPDATE), then its account's (ledger.ts
// lockAccountRow). Placement locks only the account: its new order is not visible to anyone else.
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '@/contract/orders';
import type { Db } from '../../db/client';
import { accounts, orders } from '../../db/schema';
import type { OrderRow } from './reserve';

const isOpen = inArray(orders.status, [...OPEN_ORDER_STATUSES]);

/**
 * The order, locked, if it is still open. `skipLocked` (the matcher): an order another
 * transaction holds is passed over rather than waited for, so several matcher instances on one
 * PostgreSQL share the work and never execute one order twice.
 */
export async function lockOpenOrder(
  tx: Db,
  orderId: string,
  options: { skipLocked?: boolean; userId?: string } = {},
): Promise<{ order: OrderRow; accountType: 'live' | 'simulated' } | null> {
  const [row] = await tx
    .select({ order: orders, accountType: accounts.type })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(
      and(
        eq(orders.id, orderId),
        isOpen,
        options.userId ? eq(orders.userId, options.userId) : undefined,
      ),
    )
    .for('update', options.skipLocked ? { of: orders, skipLocked: true } : { of: orders });
  return row ?? null;
}

/** PostgreSQL's "could not obtain lock" (NOWAIT) and "deadlock detected": retry the work. */
function isLockConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '40P01';
}

/** Runs `work` again (up to `attempts` times) when it lost a lock race. */
export async function withLockRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
    }
  }
}
