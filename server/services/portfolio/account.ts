// Which account a portfolio request reads: `?account=` or the user's chosen type (spec §1 live
// and simulated), always one of the signed-in user's own, never a closed (reset) paper account.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AccountType } from '@/contract/users';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
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
  const rows = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      status: accounts.status,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), ne(accounts.status, 'closed')))
    .orderBy(asc(accounts.createdAt));
  let type = requested;
  if (!type) {
    const [user] = await db
      .select({ accountType: users.accountType })
      .from(users)
      .where(eq(users.id, userId));
    type = user?.accountType ?? 'simulated';
  }
  // Without ?account= a missing chosen account falls back to the paper one rather than failing.
  const account = rows.find((row) => row.type === type) ?? (requested ? undefined : rows[0]);
  if (!account) {
    const name = type === 'live' ? 'live' : 'paper';
    throw notFound(`You have no open ${name} account.`, 'account');
  }
  return { account, available: rows.map((row) => row.type) };
}

export const describeAccount = ({ id, type, status }: PortfolioAccount) => ({ id, type, status });
