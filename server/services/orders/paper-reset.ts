// POST /api/v1/accounts/paper/reset (paper accounts start with a virtual balance and
// can be reset). The current simulated account is closed with its history (orders, fills, ledger)
// kept as it was, its open orders are canceled (holds returned), and a fresh account is opened
// and funded by openPaperAccount. Idempotent by key: a retry gets the first answer.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, type PaperResetResponse } from '@/contract/orders';
import type { Db } from '../../db/client';
import { accounts, orders } from '../../db/schema';
import { conflict } from '../../errors';
import { openPaperAccount } from '../accounts';
import { lockAccountRow } from '../ledger';
import type { OrdersDeps } from './deps';
import { answerOnce, type StoredResponse } from '../idempotency';
import { withLockRetry } from './locks';
import { closeOrder, type OrderRow } from './reserve';

export async function resetPaperAccount(
  deps: OrdersDeps,
  userId: string,
  idempotencyKey: string,
): Promise<StoredResponse<PaperResetResponse>> {
  const ref = { userId, scope: 'paper_reset' as const, key: idempotencyKey };
  const at = deps.now();
  return withLockRetry(() =>
    deps.db.transaction((tx) =>
      answerOnce(tx, ref, {}, async () => {
        const [current] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(
            and(
              eq(accounts.userId, userId),
              eq(accounts.type, 'simulated'),
              eq(accounts.status, 'open'),
            ),
          );
        let canceled: string[] = [];
        if (current) canceled = await closeAccount(tx, current.id, at);
        const id = await openPaperAccount(tx, userId, deps.paperStartingCashCents);
        const body: PaperResetResponse = {
          account: {
            id,
            type: 'simulated',
            status: 'open',
            cash_cents: deps.paperStartingCashCents,
          },
          closed_account_id: current?.id ?? null,
          canceled_order_ids: canceled,
        };
        return { statusCode: 200, body };
      }),
    ),
  );
}

/** Cancels the account's open orders and closes it; the ids of the canceled orders. */
async function closeAccount(tx: Db, accountId: string, at: Date): Promise<string[]> {
  const open = and(
    eq(orders.accountId, accountId),
    inArray(orders.status, [...OPEN_ORDER_STATUSES]),
  );
  // Orders before the account (locks.ts): wait for a matcher that is filling one of them.
  const locked = await tx.select().from(orders).where(open).orderBy(asc(orders.id)).for('update');
  const account = await lockAccountRow(tx, accountId);
  if (account?.status !== 'open') {
    throw conflict('The paper account was reset by another request just now.');
  }
  // An order placed between the two locks is open too. Waiting for its lock here could close a
  // circle with a matcher holding it, so NOWAIT, and the whole reset is retried on a conflict.
  const late: OrderRow[] = locked.length
    ? await tx
        .select()
        .from(orders)
        .where(
          and(
            open,
            notInArray(
              orders.id,
              locked.map((order) => order.id),
            ),
          ),
        )
        .for('update', { noWait: true })
    : await tx.select().from(orders).where(open).for('update', { noWait: true });
  await tx.update(accounts).set({ status: 'closed' }).where(eq(accounts.id, accountId));
  for (const order of [...locked, ...late]) {
    await closeOrder(tx, order, 'canceled', at);
  }
  return [...locked, ...late].map((order) => order.id);
}
