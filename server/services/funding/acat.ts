// ACAT transfer requests (spec §2 "ACAT transfer request" modal): a request is stored as
// 'submitted' and the acat-transfers job moves it as the clearing firm answers (acat-progress.ts;
// the built-in firm is a sandbox, acat-provider.ts).
// The other broker's account number is sensitive (spec §1): encrypted, returned as last four.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AcatTransfer, AcatTransferRequest } from '@/contract/funding';
import type { Db } from '../../db/client';
import { acatReceipts, acatTransfers } from '../../db/schema';
import { encryptSensitive, lastFour, masked } from './crypto';
import type { FundingDeps } from './deps';
import { liveAccountId, noLiveAccount } from './live-account';
import { requireVerifiedEmail } from '../email-verification';

const ACAT_NUMBER_PURPOSE = 'acat_account_number';

type Asset = AcatTransfer['assets'][number];

function acatView(row: typeof acatTransfers.$inferSelect, assets: Asset[] = []): AcatTransfer {
  return {
    id: row.id,
    from_broker: row.fromBroker,
    last_four: row.lastFour,
    masked_number: masked(row.lastFour),
    transfer_type: row.transferType,
    status: row.status,
    reason: row.reason,
    assets,
    cash_cents: row.cashCents,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function requestAcatTransfer(
  deps: FundingDeps,
  userId: string,
  input: AcatTransferRequest,
): Promise<AcatTransfer> {
  await requireVerifiedEmail(deps.db, userId);
  const accountId = await liveAccountId(deps.db, userId);
  if (!accountId) throw noLiveAccount();
  const now = deps.now();
  const [row] = await deps.db
    .insert(acatTransfers)
    .values({
      userId,
      accountId,
      fromBroker: input.from_broker.trim(),
      accountNumberEncrypted: encryptSensitive(deps.key, ACAT_NUMBER_PURPOSE, input.account_number),
      lastFour: lastFour(input.account_number),
      transferType: input.transfer_type,
      createdAt: now,
      updatedAt: now,
      // The delivering firm answers at half the delay (acat-progress.ts).
      nextStepAt: new Date(now.getTime() + Math.floor(deps.acat.delayMs / 2)),
    })
    .returning();
  if (!row) throw new Error('ACAT insert returned no row');
  return acatView(row);
}

export async function listAcatTransfers(db: Db, userId: string): Promise<AcatTransfer[]> {
  const rows = await db
    .select()
    .from(acatTransfers)
    .where(eq(acatTransfers.userId, userId))
    .orderBy(desc(acatTransfers.createdAt), desc(acatTransfers.id));
  const received = rows.length
    ? await db
        .select({
          transferId: acatReceipts.acatTransferId,
          symbol: acatReceipts.symbol,
          quantity: acatReceipts.quantityE5,
        })
        .from(acatReceipts)
        .where(
          inArray(
            acatReceipts.acatTransferId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(acatReceipts.symbol))
    : [];
  return rows.map((row) =>
    acatView(
      row,
      received
        .filter((receipt) => receipt.transferId === row.id)
        .map((receipt) => ({ symbol: receipt.symbol, quantity_e5: receipt.quantity })),
    ),
  );
}
