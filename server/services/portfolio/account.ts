// Which account a portfolio request reads: `?account=` or the user's chosen type (spec §1 live
// and simulated), always one of the signed-in user's own, never a closed (reset) paper account.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AccountType } from '@/contract/users';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { accounts, users } from '../../db/schema';
import { chosenAccountType } from '../accounts';
import { notFound } from '../../errors';

export interface PortfolioAccount {
  id: string;
  type: AccountType;
  status: string;
  createdAt: Date;
}

export interface ResolvedAccount {
  account: PortfolioAccount;
  available: AccountType[];
}

export async function resolveAccount(
  db: Db,
  userId: string,
  requested: AccountType | undefined,
): Promise<ResolvedAccount> {
  // One statement, composed and planned once (db/prepared.ts): the open accounts and, on each
  // row, the type the user chose. 'closed' is written out: the open accounts' partial index
  // (schema/ledger.ts) is of use to a kept generic plan only for a condition it can see.
  const rows = await preparedOnce(db, 'portfolio_accounts', () =>
    db
      .select({
        id: accounts.id,
        type: accounts.type,
        status: accounts.status,
        createdAt: accounts.createdAt,
        chosen: sql<AccountType | null>`(SELECT ${users.accountType} FROM ${users}
          WHERE ${users.id} = ${sql.placeholder('user')})`,
      })
      .from(accounts)
      .where(and(eq(accounts.userId, sql.placeholder('user')), ne(accounts.status, sql`'closed'`)))
      .orderBy(asc(accounts.createdAt)),
  ).execute({ user: userId });
  const type = requested ?? rows[0]?.chosen ?? (await chosenAccountType(db, userId));
  // Without ?account= a missing chosen account falls back to the paper one rather than failing.
  const account = rows.find((row) => row.type === type) ?? (requested ? undefined : rows[0]);
  if (!account) {
    const name = type === 'live' ? 'live' : 'paper';
    throw notFound(`You have no open ${name} account.`, 'account');
  }
  const { chosen: _, ...picked } = account;
  return { account: picked, available: rows.map((row) => row.type) };
}

export const describeAccount = ({ id, type, status }: PortfolioAccount) => ({ id, type, status });
