// Which account an order is for (spec §1: live and simulated accounts): `account_id`, or
// `account_type`, or the type the user chose (users.account_type). Never a closed (reset) paper
// account, never another user's.
import { and, eq, ne } from 'drizzle-orm';
import type { AccountType } from '@/contract/users';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';

export interface TradingAccount {
  id: string;
  type: AccountType;
}

const accountName = (type: AccountType) => (type === 'live' ? 'live' : 'paper');

export async function resolveTradingAccount(
  db: Db,
  userId: string,
  wanted: { account_id?: string; account_type?: AccountType },
): Promise<TradingAccount> {
  const columns = { id: accounts.id, type: accounts.type, status: accounts.status };
  const open = and(eq(accounts.userId, userId), ne(accounts.status, 'closed'));
  if (wanted.account_id) {
    const [row] = await db
      .select(columns)
      .from(accounts)
      .where(and(open, eq(accounts.id, wanted.account_id)));
    if (!row) throw notFound('account_id is not one of your open accounts.', 'account_id');
    return usable(row, 'account_id');
  }
  // No type named: the one the user chose (users.account_type), in the same query.
  const [row] = await db
    .select(columns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(open, eq(accounts.type, wanted.account_type ?? users.accountType)));
  if (!row) {
    const type = wanted.account_type ?? (await chosenType(db, userId));
    throw notFound(`You have no open ${accountName(type)} account.`, 'account_type');
  }
  return usable(row, 'account_type');
}

function usable(
  row: { id: string; type: AccountType; status: string },
  field: string,
): TradingAccount {
  if (row.status !== 'open') {
    throw unprocessable(
      `Your ${accountName(row.type)} account is not open yet: finish the application first.`,
      field,
    );
  }
  return { id: row.id, type: row.type };
}

async function chosenType(db: Db, userId: string): Promise<AccountType> {
  const [user] = await db
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  return user?.accountType ?? 'simulated';
}
