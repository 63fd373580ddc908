// Brokerage accounts and the onboarding answers of /app/account_type, /app/brokerage_account and
// /app/investing_experience (spec §1, §2, §3).
import { and, eq, ne } from 'drizzle-orm';
import type { Account, AccountsResponse } from '@/contract/accounts';
import type { AccountType, InvestingExperienceId } from '@/contract/users';
import type { Db, Tx } from '../db/client';
import { accounts, users } from '../db/schema';
import { balances, cashAccount, HOUSE_PAPER_FUNDING, postTransaction } from './ledger';

/** The account type the user chose (users.account_type); paper until they choose. */
export async function chosenAccountType(db: Db, userId: string): Promise<AccountType> {
  const [user] = await db
    .select({ accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  return user?.accountType ?? 'simulated';
}

/** Default virtual cash of a new paper account: $100,000.00, in cents. */
export const DEFAULT_PAPER_STARTING_CASH_CENTS = 100_000_00;

/**
 * PAPER_STARTING_CASH_CENTS (docs/configuration.md): the virtual cash a new or reset paper
 * account starts with. Read once at start; a bad value stops the server rather than funding
 * accounts with nonsense.
 */
export function paperStartingCash(env: NodeJS.ProcessEnv): number {
  const raw = env.PAPER_STARTING_CASH_CENTS?.trim();
  if (!raw) return DEFAULT_PAPER_STARTING_CASH_CENTS;
  const cents = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(cents) || cents < 1 || cents > 100_000_000_00)
    throw new Error('PAPER_STARTING_CASH_CENTS must be whole cents from 1 to 10000000000');
  return cents;
}

/** Every user gets a simulated account at sign-up, funded through the ledger with
 *  PAPER_STARTING_CASH_CENTS (the configuration's `paperStartingCashCents`). */
export async function openPaperAccount(
  db: Db | Tx,
  userId: string,
  startingCashCents: number,
): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ userId, type: 'simulated', status: 'open' })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned no row');
  await postTransaction(db, {
    kind: 'paper_starting_cash',
    memo: 'Virtual starting cash for the paper account',
    idempotencyKey: row.id,
    entries: [
      { ledgerAccount: cashAccount(row.id), amountCents: startingCashCents },
      { ledgerAccount: HOUSE_PAPER_FUNDING, amountCents: -startingCashCents },
    ],
  });
  return row.id;
}

export async function listAccounts(db: Db, userId: string): Promise<AccountsResponse> {
  const rows = await db
    .select()
    .from(accounts)
    // A reset paper account is closed (db/schema/ledger.ts): its history stays, the list shows the new one.
    .where(and(eq(accounts.userId, userId), ne(accounts.status, 'closed')))
    .orderBy(accounts.createdAt);
  const cash = await balances(
    db,
    rows.map((row) => cashAccount(row.id)),
  );
  return {
    accounts: rows.map((row): Account => ({
      id: row.id,
      type: row.type,
      status: row.status,
      cash_cents: cash.get(cashAccount(row.id)) ?? 0,
    })),
  };
}

/** Choosing live records the choice and starts an application; the paper account stays. */
export async function chooseAccountType(db: Db, userId: string, type: AccountType): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ accountType: type, accountTypeChosen: true })
      .where(eq(users.id, userId));
    if (type === 'live') {
      await tx
        .insert(accounts)
        .values({ userId, type: 'live', status: 'application_not_started' })
        .onConflictDoNothing();
    }
  });
}

export async function setBrokerageOptIn(db: Db, userId: string, optIn: boolean): Promise<void> {
  await db.update(users).set({ brokerageOptIn: optIn }).where(eq(users.id, userId));
}

export async function setInvestingExperience(
  db: Db,
  userId: string,
  experience: InvestingExperienceId,
): Promise<void> {
  await db.update(users).set({ investingExperience: experience }).where(eq(users.id, userId));
}
