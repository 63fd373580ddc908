// The ledger (DESIGN.md "Money"): every movement of cash is one balanced, append-only
// double-entry transaction in integer cents; balances are derived from entries, never stored.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries, ledgerTransactions } from '../db/schema';

export interface LedgerEntry {
  ledgerAccount: string;
  amountCents: number;
}

export const cashAccount = (accountId: string) => `account:${accountId}:cash`;
export const HOUSE_PAPER_FUNDING = 'house:paper_funding';

export async function postTransaction(
  db: Db,
  input: { kind: string; memo: string; idempotencyKey?: string; entries: LedgerEntry[] },
): Promise<string> {
  const { entries } = input;
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new Error(`ledger amounts are non-zero integer cents, got ${entry.amountCents}`);
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  if (total !== 0) throw new Error(`unbalanced ledger transaction (sum ${total})`);
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ kind: input.kind, memo: input.memo, idempotencyKey: input.idempotencyKey ?? null })
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('ledger insert returned no row');
  await db.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId: row.id })));
  return row.id;
}

export async function balances(db: Db, ledgerAccounts: string[]): Promise<Map<string, number>> {
  const result = new Map(ledgerAccounts.map((account) => [account, 0]));
  if (ledgerAccounts.length === 0) return result;
  const rows = await db
    .select({
      account: ledgerEntries.ledgerAccount,
      total: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.ledgerAccount, ledgerAccounts))
    .groupBy(ledgerEntries.ledgerAccount);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}
