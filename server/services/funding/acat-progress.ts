// ACAT transfers moving (spec §2 "ACAT transfer request"): the acat-transfers job asks the
// provider (acat-provider.ts) about each request whose `next_step_at` has come.
//   submitted → in_progress   the delivering firm accepted the request
//   submitted → rejected      it refused, with the reason the member sees
//   in_progress → completed   the assets arrived: each security added to the account's position
//                             at the cost basis reported (acat_receipts keeps what came, for the
//                             position history), and the cash swept with them posted to the
//                             ledger from house:acat_transfers
// Safe on several instances (DESIGN.md "Runtime"): the request's row is taken FOR UPDATE SKIP
// LOCKED and its status moved in the same transaction, so each step happens once.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { acatReceipts, acatTransfers, positions } from '../../db/schema';
import type { QuoteProvider } from '../../market';
import { cashAccount, lockAccountRow, postTransaction } from '../ledger';
import { raiseNotification } from '../notifications/raise';
import { valueCents } from '../portfolio/money';
import type { AcatDelivery, AcatProvider } from './acat-provider';
import { HOUSE_ACAT_TRANSFERS } from './ledger-accounts';
import { FUNDING_HISTORY_PATH } from './settlement';
import { dollars } from './transfers';

type AcatRow = typeof acatTransfers.$inferSelect;

export type AcatStep = 'accepted' | 'rejected' | 'completed' | 'taken';

export interface AcatProgressDeps {
  db: Db;
  quotes: QuoteProvider;
  acat: AcatProvider;
}

const MOVING = ['submitted', 'in_progress'] as const;

/** Requests whose next step is due at `at`, oldest step first (a bounded page). */
export async function dueAcatTransferIds(db: Db, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: acatTransfers.id })
    .from(acatTransfers)
    .where(and(isNotNull(acatTransfers.nextStepAt), lte(acatTransfers.nextStepAt, at)))
    .orderBy(asc(acatTransfers.nextStepAt), asc(acatTransfers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The request's next step, once: 'taken' when another instance has it or it moved already. */
export async function advanceAcatTransfer(
  deps: AcatProgressDeps,
  id: string,
  at: Date,
): Promise<AcatStep> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(acatTransfers)
      .where(
        and(
          eq(acatTransfers.id, id),
          inArray(acatTransfers.status, [...MOVING]),
          lte(acatTransfers.nextStepAt, at),
        ),
      )
      .for('update', { skipLocked: true });
    if (!row) return 'taken';
    const facts = {
      fromBroker: row.fromBroker,
      lastFour: row.lastFour,
      transferType: row.transferType,
    };
    if (row.status === 'submitted') {
      const reason = deps.acat.validate(facts);
      if (reason) return reject(tx, row, reason, at);
      // Delivered the whole delay after the request, however late this step ran.
      const deliverAt = new Date(row.createdAt.getTime() + deps.acat.delayMs);
      await tx
        .update(acatTransfers)
        .set({
          status: 'in_progress',
          nextStepAt: deliverAt > at ? deliverAt : at,
          updatedAt: at,
        })
        .where(eq(acatTransfers.id, row.id));
      return 'accepted';
    }
    await complete(tx, deps.quotes, row, deps.acat.deliver(facts), at);
    return 'completed';
  });
}

async function reject(tx: Tx, row: AcatRow, reason: string, at: Date): Promise<AcatStep> {
  await tx
    .update(acatTransfers)
    .set({ status: 'rejected', reason, nextStepAt: null, updatedAt: at })
    .where(eq(acatTransfers.id, row.id));
  await raiseNotification(tx, {
    userId: row.userId,
    kind: 'acat_updated',
    title: `Your transfer from ${row.fromBroker} was rejected`,
    body: reason,
    path: FUNDING_HISTORY_PATH,
    at,
  });
  return 'rejected';
}

async function complete(
  tx: Tx,
  quoteProvider: QuoteProvider,
  row: AcatRow,
  { assets, cashCents }: AcatDelivery,
  at: Date,
): Promise<void> {
  // Positions and cash change under the account's lock, as orders and withdrawals take it.
  await lockAccountRow(tx, row.accountId);
  const quotes = assets.length
    ? await quoteProvider.getQuotes(
        assets.map((asset) => asset.symbol),
        at,
      )
    : [];
  for (const [i, asset] of assets.entries()) {
    const price = quotes[i]?.priceUnits ?? 0;
    await tx.insert(acatReceipts).values({
      acatTransferId: row.id,
      accountId: row.accountId,
      symbol: asset.symbol,
      quantityE5: asset.quantityE5,
      costBasisCents: asset.costBasisCents,
      arrivalValueCents: valueCents(asset.quantityE5, price),
      createdAt: at,
    });
    await tx
      .insert(positions)
      .values({
        accountId: row.accountId,
        symbol: asset.symbol,
        quantityE5: asset.quantityE5,
        costBasisCents: asset.costBasisCents,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [positions.accountId, positions.symbol],
        set: {
          quantityE5: sql`${positions.quantityE5} + ${asset.quantityE5}`,
          costBasisCents: sql`${positions.costBasisCents} + ${asset.costBasisCents}`,
          updatedAt: at,
        },
      });
  }
  const cashTransactionId =
    cashCents > 0
      ? await postTransaction(tx, {
          kind: 'acat_transfer',
          memo: `Cash transferred from ${row.fromBroker}`,
          idempotencyKey: `acat:${row.id}`,
          at,
          entries: [
            { ledgerAccount: cashAccount(row.accountId), amountCents: cashCents },
            { ledgerAccount: HOUSE_ACAT_TRANSFERS, amountCents: -cashCents },
          ],
        })
      : null;
  await tx
    .update(acatTransfers)
    .set({ status: 'completed', nextStepAt: null, updatedAt: at, cashCents, cashTransactionId })
    .where(eq(acatTransfers.id, row.id));
  const what = [
    assets.length === 1 ? '1 position' : `${assets.length} positions`,
    ...(cashCents > 0 ? [`${dollars(cashCents)} in cash`] : []),
  ].join(' and ');
  await raiseNotification(tx, {
    userId: row.userId,
    kind: 'acat_updated',
    title: `Your transfer from ${row.fromBroker} arrived`,
    body: `${what} from ${row.fromBroker} ••••${row.lastFour} are now in your live account.`,
    path: FUNDING_HISTORY_PATH,
    at,
  });
}
