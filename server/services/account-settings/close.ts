// Close account (spec §2 "close account" modal): the password and a typed
// confirmation; refused (409) while a live account still holds cash or positions, which must be
// withdrawn or transferred first. Closing sets users.closed_at, ends every session and unused
// sign-in link, and deletes nothing: brokerage records are kept. Sign-in is refused afterwards
// (services/auth.ts logIn).
import { and, eq, gt, like, ne } from 'drizzle-orm';
import type { CloseAccountRequest } from '@/contract/account-settings';
import type { Db } from '../../db/client';
import { accounts, ledgerBalances, positions, users } from '../../db/schema';
import { conflict } from '../../errors';
import { lockAccountRow } from '../ledger';
import { retireLoginTokens } from '../login-tokens';
import { deleteUserSessions, userSessionsChanged } from '../sessions';
import { checkPassword } from './email-change';

const HOLDS_ASSETS =
  'Your live account still holds cash or positions. Withdraw the cash or transfer the positions to another broker first, then close the account.';

/** True when any ledger account of this brokerage account (cash, held, pending…) is not zero. */
async function holdsAssets(db: Db, accountId: string): Promise<boolean> {
  const [money] = await db
    .select({ account: ledgerBalances.ledgerAccount })
    .from(ledgerBalances)
    .where(
      and(
        like(ledgerBalances.ledgerAccount, `account:${accountId}:%`),
        ne(ledgerBalances.balanceCents, 0),
      ),
    )
    .limit(1);
  if (money) return true;
  const [held] = await db
    .select({ symbol: positions.symbol })
    .from(positions)
    .where(and(eq(positions.accountId, accountId), gt(positions.quantityE5, 0)))
    .limit(1);
  return held !== undefined;
}

export async function closeAccount(
  db: Db,
  userId: string,
  input: CloseAccountRequest,
  now: Date,
): Promise<void> {
  const user = await checkPassword(db, userId, input.password, 'password', now);
  if (user.closedAt) throw conflict('This account is already closed.');
  await db.transaction(async (tx) => {
    // Lock order as for rewards and payments (CONTRIBUTING): the users row, then account rows.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const live = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(eq(accounts.userId, userId), eq(accounts.type, 'live'), ne(accounts.status, 'closed')),
      );
    for (const account of live) {
      await lockAccountRow(tx, account.id);
      if (await holdsAssets(tx, account.id)) throw conflict(HOLDS_ASSETS);
    }
    await tx.update(users).set({ closedAt: now }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId, null);
    await retireLoginTokens(tx, userId, now);
  });
  userSessionsChanged(db, userId);
}
