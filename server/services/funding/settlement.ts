// Settling what deposits and withdrawals started (spec §2 /funding, /portfolio/funding): the
// settlement job (server/jobs/funding-settlement.ts) settles each due deposit, completes each due
// withdrawal, or books the bank's return of a deposit (an ACH return), and raises the member's
// notification in the same transaction. transfers.ts makes the transfers.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bankAccounts, fundingTransfers } from '../../db/schema';
import { cashAccount, lockAccountRow, postTransaction } from '../ledger';
import { raiseNotification } from '../notifications/raise';
import { grantFundingBonus } from '../rewards/funding-bonus';
import { grantReferralReward } from '../rewards/referral-rewards';
import {
  HOUSE_BANK_TRANSFERS,
  HOUSE_INSTANT_CREDIT,
  pendingDepositsAccount,
  pendingWithdrawalsAccount,
  unsettledDepositsAccount,
} from './ledger-accounts';
import { type AchReturn, sandboxBankLinkProvider } from './provider';
import { dollars } from './transfers';

type TransferRow = typeof fundingTransfers.$inferSelect;

/** Pending transfers due at `at`, in id order after `afterId` (the settlement job pages). */
export async function dueTransferIds(
  db: Db,
  at: Date,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: fundingTransfers.id })
    .from(fundingTransfers)
    .where(
      and(
        eq(fundingTransfers.status, 'pending'),
        lte(fundingTransfers.settlesAt, at),
        afterId ? gt(fundingTransfers.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(fundingTransfers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type SettleOutcome = 'settled' | 'completed' | 'returned' | 'taken';

/**
 * Settles a due deposit or completes a due withdrawal. The transfer row is taken FOR UPDATE SKIP
 * LOCKED: one that another instance is settling is passed over ('taken'), and one already settled
 * is no longer pending, so each is booked exactly once. Then the account row (lock order:
 * transfer, then account, as orders do).
 */
export async function settleTransfer(db: Db, id: string, at: Date): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fundingTransfers)
      .where(
        and(
          eq(fundingTransfers.id, id),
          eq(fundingTransfers.status, 'pending'),
          lte(fundingTransfers.settlesAt, at),
        ),
      )
      .for('update', { skipLocked: true });
    if (!row) return 'taken';
    await lockAccountRow(tx, row.accountId);
    const bank = await bankOf(tx, row.bankAccountId);
    const returned = row.direction === 'deposit' ? achReturnOf(bank) : null;
    if (returned) return returnDeposit(tx, row, bank.lastFour, returned, at);
    const rest = row.amountCents - row.instantCents;
    const accountId = row.accountId;
    const entries =
      row.direction === 'deposit'
        ? [
            ...(rest > 0
              ? [
                  { ledgerAccount: cashAccount(accountId), amountCents: rest },
                  { ledgerAccount: pendingDepositsAccount(accountId), amountCents: -rest },
                ]
              : []),
            ...(row.instantCents > 0
              ? [
                  {
                    ledgerAccount: unsettledDepositsAccount(accountId),
                    amountCents: -row.instantCents,
                  },
                  { ledgerAccount: HOUSE_INSTANT_CREDIT, amountCents: row.instantCents },
                ]
              : []),
          ]
        : [
            { ledgerAccount: pendingWithdrawalsAccount(accountId), amountCents: -row.amountCents },
            { ledgerAccount: HOUSE_BANK_TRANSFERS, amountCents: row.amountCents },
          ];
    const status = row.direction === 'deposit' ? 'settled' : 'completed';
    const settlementTransactionId = await postTransaction(tx, {
      kind: row.direction === 'deposit' ? 'deposit_settlement' : 'withdrawal_completion',
      memo: row.direction === 'deposit' ? 'Deposit settled' : 'Withdrawal sent to the bank',
      idempotencyKey: row.id,
      at,
      entries,
    });
    await tx
      .update(fundingTransfers)
      .set({ status, settledAt: at, settlementTransactionId })
      .where(eq(fundingTransfers.id, row.id));
    // A referred member's first settled deposit earns their referrer a card, and the member's
    // first settled deposit of at least the minimum earns them the funding bonus.
    let bonusCents = 0;
    if (row.direction === 'deposit') {
      await grantReferralReward(tx, row.userId, row.id);
      bonusCents = await grantFundingBonus(tx, row.userId, row.amountCents, at);
    }
    const amount = dollars(row.amountCents);
    const bonus =
      bonusCents > 0
        ? ` It earned your one-time funding bonus of ${dollars(bonusCents)}, now in your reward balance.`
        : '';
    await raiseNotification(
      tx,
      row.direction === 'deposit'
        ? {
            userId: row.userId,
            kind: 'deposit_settled',
            title: `Your deposit of ${amount} settled`,
            body: `${amount} from bank ••••${bank.lastFour} is now settled cash in your live account.${bonus}`,
            path: FUNDING_HISTORY_PATH,
            at,
          }
        : {
            userId: row.userId,
            kind: 'withdrawal_completed',
            title: `Your withdrawal of ${amount} was sent`,
            body: `${amount} is on its way to bank ••••${bank.lastFour}; banks usually show it within one to three business days.`,
            path: FUNDING_HISTORY_PATH,
            at,
          },
    );
    return status;
  });
}

/** Where a member reads their transfers (spec §2 /portfolio/funding). */
/** The screen a funding notice opens: the member's funding history. */
export const FUNDING_HISTORY_PATH = '/app/portfolio/funding';

async function bankOf(tx: Tx, bankAccountId: string) {
  const [bank] = await tx
    .select({ provider: bankAccounts.provider, lastFour: bankAccounts.lastFour })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId));
  if (!bank) throw new Error(`bank account ${bankAccountId} of a transfer is missing`);
  return bank;
}

/** The bank's return of a deposit, if it makes one (provider.ts `depositReturn`). */
function achReturnOf(bank: { provider: string; lastFour: string }): AchReturn | null {
  if (bank.provider !== sandboxBankLinkProvider.name) return null;
  return sandboxBankLinkProvider.depositReturn({ lastFour: bank.lastFour });
}

/**
 * A deposit the bank sent back (an ACH return) instead of paying it: the pending part leaves the
 * account, and the part credited at once as buying power is taken back from cash. If that cash
 * was spent meanwhile, cash goes below zero: the member owes it, as at any broker after a
 * returned instant deposit, and can neither buy nor withdraw until a deposit covers it.
 */
async function returnDeposit(
  tx: Tx,
  row: TransferRow,
  lastFour: string,
  returned: AchReturn,
  at: Date,
): Promise<'returned'> {
  const { accountId, amountCents: amount, instantCents: instant } = row;
  const rest = amount - instant;
  const settlementTransactionId = await postTransaction(tx, {
    kind: 'deposit_return',
    memo: `Deposit returned by the bank (${returned.code}: ${returned.reason})`,
    idempotencyKey: row.id,
    at,
    entries: [
      ...(rest > 0
        ? [{ ledgerAccount: pendingDepositsAccount(accountId), amountCents: -rest }]
        : []),
      ...(instant > 0
        ? [
            { ledgerAccount: unsettledDepositsAccount(accountId), amountCents: -instant },
            { ledgerAccount: HOUSE_INSTANT_CREDIT, amountCents: instant },
            { ledgerAccount: cashAccount(accountId), amountCents: -instant },
          ]
        : []),
      { ledgerAccount: HOUSE_BANK_TRANSFERS, amountCents: amount },
    ],
  });
  await tx
    .update(fundingTransfers)
    .set({
      status: 'returned',
      settledAt: at,
      settlementTransactionId,
      returnReason: `${returned.code}: ${returned.reason}`,
    })
    .where(eq(fundingTransfers.id, row.id));
  await raiseNotification(tx, {
    userId: row.userId,
    kind: 'deposit_returned',
    title: `Your deposit of ${dollars(amount)} was returned`,
    body: `Your bank sent back the deposit of ${dollars(amount)} from ••••${lastFour} (${returned.code}: ${returned.reason}), so it was taken back from your live account.`,
    path: FUNDING_HISTORY_PATH,
    at,
  });
  return 'returned';
}
