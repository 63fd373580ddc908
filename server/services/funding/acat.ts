// ACAT transfer requests (spec §2 "ACAT transfer request" modal), stored with their status: a
// request is stored as 'submitted', and since no clearing partner is connected yet (DESIGN.md
// "Market and broker"), nothing moves it further.
// The other broker's account number is sensitive (spec §1): encrypted, returned as last four.
import { desc, eq } from 'drizzle-orm';
import type { AcatTransfer, AcatTransferRequest } from '@/contract/funding';
import type { Db } from '../../db/client';
import { acatTransfers } from '../../db/schema';
import { encryptSensitive, lastFour, masked } from './crypto';
import type { FundingDeps } from './deps';
import { liveAccountId, noLiveAccount } from './live-account';
import { requireVerifiedEmail } from '../email-verification';

const ACAT_NUMBER_PURPOSE = 'acat_account_number';

function acatView(row: typeof acatTransfers.$inferSelect): AcatTransfer {
  return {
    id: row.id,
    from_broker: row.fromBroker,
    last_four: row.lastFour,
    masked_number: masked(row.lastFour),
    transfer_type: row.transferType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
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
  const [row] = await deps.db
    .insert(acatTransfers)
    .values({
      userId,
      accountId,
      fromBroker: input.from_broker.trim(),
      accountNumberEncrypted: encryptSensitive(deps.key, ACAT_NUMBER_PURPOSE, input.account_number),
      lastFour: lastFour(input.account_number),
      transferType: input.transfer_type,
      createdAt: deps.now(),
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
  return rows.map(acatView);
}
