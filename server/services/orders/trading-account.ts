// Which account an order is for (spec §1: live and simulated accounts): `account_id`, or
// `account_type`, or the type the user chose (users.account_type). Never a closed (reset) paper
// account, never another user's.
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AccountType } from '@/contract/users';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { accounts, users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { chosenAccountType } from '../accounts';

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
  if (wanted.account_id) {
    const [row] = await byId(db).execute({ user: userId, account: wanted.account_id });
    if (!row) throw notFound('account_id is not one of your open accounts.', 'account_id');
    return usable(row, 'account_id');
  }
  // No type named: the one the user chose (users.account_type), in the same query.
  const [row] = await (wanted.account_type
    ? ofType(db).execute({ user: userId, type: wanted.account_type })
    : chosen(db).execute({ user: userId }));
  if (!row) {
    const type = wanted.account_type ?? (await chosenAccountType(db, userId));
    throw notFound(`You have no open ${accountName(type)} account.`, 'account_type');
  }
  return usable(row, 'account_type');
}

// Every order asks one of these: composed once (db/prepared.ts).
const COLUMNS = { id: accounts.id, type: accounts.type, status: accounts.status };
// 'closed' as SQL, not a parameter: the one open account per type is a partial index on
// `status <> 'closed'` (schema/ledger.ts), which a generic plan can use only when the condition
// is written out; with a parameter PostgreSQL planned every order's query anew (~0.1 ms).
const OPEN = and(eq(accounts.userId, sql.placeholder('user')), ne(accounts.status, sql`'closed'`));
const byId = (db: Db) =>
  preparedOnce(db, 'trading_account_by_id', () =>
    db
      .select(COLUMNS)
      .from(accounts)
      .where(and(OPEN, eq(accounts.id, sql.placeholder('account')))),
  );
const ofType = (db: Db) =>
  preparedOnce(db, 'trading_account_of_type', () =>
    db
      .select(COLUMNS)
      .from(accounts)
      .where(and(OPEN, eq(accounts.type, sql.placeholder('type')))),
  );
const chosen = (db: Db) =>
  preparedOnce(db, 'trading_account_chosen', () =>
    db
      .select(COLUMNS)
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(OPEN, eq(accounts.type, users.accountType))),
  );

/** How an order names its account: by id, by type, or not at all (the type the user chose). */
export type AccountChoice = 'by_id' | 'of_type' | 'chosen';

export const accountChoice = (wanted: {
  account_id?: string;
  account_type?: AccountType;
}): AccountChoice => (wanted.account_id ? 'by_id' : wanted.account_type ? 'of_type' : 'chosen');

/**
 * The id of the open account an order is for, as a subquery of the order's insert (placement:
 * one statement finds the account and writes the order). Null when there is none, or it is not
 * open: resolveTradingAccount then says why. Placeholders: `userId`, and `accountId` (by_id) or
 * `accountType` (of_type).
 */
export function openAccountIdSql(db: Db, choice: AccountChoice): SQL {
  const value = sql.placeholder;
  const wanted =
    choice === 'by_id'
      ? eq(accounts.id, value('accountId'))
      : choice === 'of_type'
        ? eq(accounts.type, value('accountType'))
        : eq(
            accounts.type,
            db
              .select({ type: users.accountType })
              .from(users)
              .where(eq(users.id, value('userId'))),
          );
  const query = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, value('userId')), OPEN_NOW, wanted));
  return sql`(${query})`;
}

// Open, not only not closed: a live account still being applied for takes no orders. Both written
// out, so the partial index on `status <> 'closed'` serves it.
const OPEN_NOW = and(ne(accounts.status, sql`'closed'`), eq(accounts.status, sql`'open'`));

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
