// Which brokerage account funding goes to: the user's LIVE account, in any status but closed. A
// live account exists from the moment the user chooses "live" (status 'application_not_started'
// until the live-account application is approved); funding it before approval is allowed for now
// so that funding does not wait on the live-account application work — tighten here once the
// application's statuses exist. The paper account holds virtual cash and takes no real deposits.
// No live account → 409 naming `account`.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';

export const noLiveAccount = () =>
  new AppError(
    'live_account_required',
    'Funding goes to a live account: choose a live account first (/app/account_type).',
    'account',
  );

/** The user's live account that is not closed, or null. */
export async function liveAccountId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.type, 'live'), ne(accounts.status, 'closed')),
    );
  return row?.id ?? null;
}
