// For the operator command `npm run ops -- micro-deposits <email>` (server/operator.ts): the
// amounts of the micro-deposits sent to a user's bank links still waiting for verification, for
// support. In the sandbox (provider.ts) no money moves: the member reads them on the sandbox
// bank's statement (bank-accounts.ts sandboxStatement); with a real aggregator, on their bank's.
import { and, asc, eq } from 'drizzle-orm';
import { MAX_VERIFICATION_ATTEMPTS } from '@/contract/funding';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { accountForEmail } from '../email-verification';

export interface PendingMicroDeposits {
  bankAccountId: string;
  nickname: string;
  lastFour: string;
  /** The two amounts in cents (1–99 each), in the order they were sent. */
  amountsCents: [number, number];
  triesLeft: number;
  createdAt: Date;
}

/** Null: no user has this email. An empty list: the user has no link waiting. */
export async function pendingMicroDeposits(
  db: Db,
  emailInput: string,
): Promise<{ userId: string; email: string; pending: PendingMicroDeposits[] } | null> {
  const email = emailInput.trim().toLowerCase();
  const user = await accountForEmail(db, email);
  if (!user) return null;
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, user.id), eq(bankAccounts.status, 'pending_verification')))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return {
    userId: user.id,
    email,
    pending: rows.map((row) => ({
      bankAccountId: row.id,
      nickname: row.nickname,
      lastFour: row.lastFour,
      amountsCents: [row.microDeposit1Cents ?? 0, row.microDeposit2Cents ?? 0],
      triesLeft: Math.max(0, MAX_VERIFICATION_ATTEMPTS - row.failedVerifications),
      createdAt: row.createdAt,
    })),
  };
}

/** 7 → "0.07": the form the verify screen's centsAmount field takes. */
export const centsText = (cents: number) => `0.${String(cents).padStart(2, '0')}`;
