// What stands between a member and lessons past the free ones (spec §4): an approved live account,
// then a first deposit that has settled.
//
// "Approved live account": the live-account review (server/services/live-accounts/review.ts)
// opens the member's live `accounts` row (status 'open') in the same transaction that marks the
// application 'approved'; before that the row, if any, is 'application_not_started'. So an open
// live account is the approval, and a closed one no longer counts. The application's own status
// picks where the prompt sends the member (start the application or check on it).
//
// "Settled deposit": a deposit in funding_transfers whose money has arrived ('settled'; the
// contract's 'completed' is a withdrawal's end state, accepted too so a later status rename does
// not lock members out). A pending deposit does not count yet.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, fundingTransfers, liveAccountApplications } from '../../db/schema';

export interface Gates {
  approvedLiveAccount: boolean;
  /** The application's stored status, or null before the first saved step. */
  applicationStatus: string | null;
  settledDeposit: boolean;
}

export async function gatesOf(db: Db, userId: string): Promise<Gates> {
  const [live] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.type, 'live'), eq(accounts.status, 'open')))
    .limit(1);
  const [application] = await db
    .select({ status: liveAccountApplications.status })
    .from(liveAccountApplications)
    .where(eq(liveAccountApplications.userId, userId));
  const [deposit] = await db
    .select({ id: fundingTransfers.id })
    .from(fundingTransfers)
    .where(
      and(
        eq(fundingTransfers.userId, userId),
        eq(fundingTransfers.direction, 'deposit'),
        inArray(fundingTransfers.status, ['settled', 'completed']),
      ),
    )
    .limit(1);
  return {
    approvedLiveAccount: Boolean(live),
    applicationStatus: application?.status ?? null,
    settledDeposit: Boolean(deposit),
  };
}
