// Deposits and withdrawals (spec §2 /funding/deposit, /funding/withdraw, the
// withdrawal breakdown modal, /portfolio/funding). All money moves through the ledger
// (ledger-accounts.ts has the postings); each request takes an Idempotency-Key, its first answer
// stored in the same transaction as the work (server/services/idempotency.ts).
// Which account: the user's live account in any status but closed (live-account.ts says why).
//
// Cash safety: whatever can take cash out locks the account row first (lockAccountRow) and reads
// the balances in the same transaction, so concurrent orders and withdrawals cannot both spend it.
// Their settlement (and a deposit's return) is settlement.ts.
import { desc, eq } from 'drizzle-orm';
import type {
  FundingBreakdown,
  FundingHistoryResponse,
  FundingTransfer,
  TransferRequest,
  TransferResponse,
} from '@/contract/funding';
import { decimalToUnits, DOLLAR_DECIMALS } from '@/contract/orders';
import type { Db } from '../../db/client';
import { fundingTransfers } from '../../db/schema';
import { conflict, unprocessable } from '../../errors';
import {
  assertNotNegative,
  balances,
  cashAccount,
  lockAccountRow,
  postTransaction,
} from '../ledger';
import { answerOnce, type IdempotencyScope, type StoredResponse } from '../idempotency';
import { membershipInForce } from '../payments/in-force';
import { listAcatTransfers } from './acat';
import { bankLastFours, findBankAccount } from './bank-accounts';
import type { FundingDeps } from './deps';
import { liveAccountId, noLiveAccount } from './live-account';
import { requireVerifiedEmail } from '../email-verification';
import {
  HOUSE_BANK_TRANSFERS,
  HOUSE_INSTANT_CREDIT,
  pendingDepositsAccount,
  pendingWithdrawalsAccount,
  unsettledDepositsAccount,
} from './ledger-accounts';

type TransferRow = typeof fundingTransfers.$inferSelect;

export async function breakdownOf(
  db: Db,
  accountId: string,
  instantLimitCents: number,
): Promise<FundingBreakdown> {
  const names = {
    cash: cashAccount(accountId),
    unsettled: unsettledDepositsAccount(accountId),
    pending: pendingDepositsAccount(accountId),
    withdrawals: pendingWithdrawalsAccount(accountId),
  };
  const totals = await balances(db, Object.values(names));
  const cash = totals.get(names.cash) ?? 0;
  const unsettled = totals.get(names.unsettled) ?? 0;
  const pending = totals.get(names.pending) ?? 0;
  return {
    account_id: accountId,
    cash_cents: cash,
    unsettled_cents: unsettled,
    pending_deposits_cents: pending,
    // A deposit of A with instant credit I leaves I in unsettled and A − I in pending until it
    // settles (ledger-accounts.ts): their sum is every unsettled deposit at its full amount. The
    // pending part alone read $0.00 for a deposit within the instant limit.
    pending_deposits_total_cents: unsettled + pending,
    pending_withdrawals_cents: totals.get(names.withdrawals) ?? 0,
    withdrawable_cents: Math.max(0, cash - unsettled),
    instant_limit_cents: instantLimitCents,
    instant_available_cents: Math.max(0, instantLimitCents - unsettled),
  };
}

/** The instant-deposit limit of this member now: larger while their membership is in force. */
async function instantLimitFor(deps: FundingDeps, db: Db, userId: string): Promise<number> {
  return (await membershipInForce(db, userId, deps.now()))
    ? deps.memberInstantDepositLimitCents
    : deps.instantDepositLimitCents;
}

export async function getBreakdown(deps: FundingDeps, userId: string): Promise<FundingBreakdown> {
  const accountId = await liveAccountId(deps.db, userId);
  if (!accountId) throw noLiveAccount();
  return breakdownOf(deps.db, accountId, await instantLimitFor(deps, deps.db, userId));
}

function transferView(row: TransferRow, lastFour: string): FundingTransfer {
  return {
    id: row.id,
    direction: row.direction,
    amount_cents: row.amountCents,
    instant_cents: row.instantCents,
    status: row.status,
    bank_account_id: row.bankAccountId,
    bank_last_four: lastFour,
    created_at: row.createdAt.toISOString(),
    settles_at: row.settlesAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    return_reason: row.returnReason,
  };
}

export const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** Shared by deposits and withdrawals: key claim, account lock, verified bank, the posting. */
async function moveMoney(
  deps: FundingDeps,
  userId: string,
  input: TransferRequest,
  idempotencyKey: string,
  direction: 'deposit' | 'withdrawal',
): Promise<StoredResponse<TransferResponse>> {
  const scope: IdempotencyScope =
    direction === 'deposit' ? 'funding_deposit' : 'funding_withdrawal';
  const ref = { userId, scope, key: idempotencyKey };
  const at = deps.now();
  const amount = decimalToUnits(input.amount, DOLLAR_DECIMALS);
  return deps.db.transaction((tx) =>
    answerOnce(tx, ref, input, async (): Promise<StoredResponse<TransferResponse>> => {
      await requireVerifiedEmail(tx, userId);
      const accountId = await liveAccountId(tx, userId);
      if (!accountId) throw noLiveAccount();
      const account = await lockAccountRow(tx, accountId);
      if (!account || account.status === 'closed' || account.userId !== userId)
        throw noLiveAccount();
      const bank = await findBankAccount(tx, userId, input.bank_account_id);
      if (bank.status !== 'verified') {
        throw conflict(
          bank.status === 'pending_verification'
            ? 'Verify this bank account with its two micro-deposits first.'
            : `This bank account is ${bank.status}: link a bank account again.`,
          'bank_account_id',
        );
      }
      const instantLimit = await instantLimitFor(deps, tx, userId);
      const before = await breakdownOf(tx, accountId, instantLimit);
      let instant = 0;
      let entries;
      if (direction === 'deposit') {
        instant = Math.min(amount, before.instant_available_cents);
        entries = [
          { ledgerAccount: pendingDepositsAccount(accountId), amountCents: amount },
          { ledgerAccount: HOUSE_BANK_TRANSFERS, amountCents: -amount },
          ...(instant > 0
            ? [
                { ledgerAccount: cashAccount(accountId), amountCents: instant },
                { ledgerAccount: pendingDepositsAccount(accountId), amountCents: -instant },
                { ledgerAccount: unsettledDepositsAccount(accountId), amountCents: instant },
                { ledgerAccount: HOUSE_INSTANT_CREDIT, amountCents: -instant },
              ]
            : []),
        ];
      } else {
        if (amount > before.withdrawable_cents) {
          throw unprocessable(
            `amount is more than your withdrawable cash (${dollars(before.withdrawable_cents)}). Cash from deposits that have not settled yet, and cash held for open orders, cannot be withdrawn.`,
            'amount',
          );
        }
        entries = [
          { ledgerAccount: cashAccount(accountId), amountCents: -amount },
          { ledgerAccount: pendingWithdrawalsAccount(accountId), amountCents: amount },
        ];
      }
      const transactionId = await postTransaction(tx, {
        kind: direction,
        memo:
          direction === 'deposit'
            ? `Deposit from bank ••••${bank.lastFour}`
            : `Withdrawal to bank ••••${bank.lastFour}`,
        idempotencyKey: `${userId}:${idempotencyKey}`,
        at,
        entries,
      });
      if (direction === 'withdrawal') await assertNotNegative(tx, [cashAccount(accountId)]);
      const [row] = await tx
        .insert(fundingTransfers)
        .values({
          userId,
          accountId,
          bankAccountId: bank.id,
          direction,
          amountCents: amount,
          instantCents: instant,
          settlesAt: new Date(at.getTime() + deps.settlementDelayMs),
          idempotencyKey: `${direction}:${idempotencyKey}`,
          ledgerTransactionId: transactionId,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('funding transfer insert returned no row');
      const body: TransferResponse = {
        transfer: transferView(row, bank.lastFour),
        breakdown: await breakdownOf(tx, accountId, instantLimit),
      };
      return { statusCode: 201, body };
    }),
  );
}

export const deposit = (deps: FundingDeps, userId: string, input: TransferRequest, key: string) =>
  moveMoney(deps, userId, input, key, 'deposit');

export const withdraw = (deps: FundingDeps, userId: string, input: TransferRequest, key: string) =>
  moveMoney(deps, userId, input, key, 'withdrawal');

/** The funding history of /app/portfolio/funding: the user's transfers and ACAT requests. */
export async function fundingHistory(
  deps: FundingDeps,
  userId: string,
): Promise<FundingHistoryResponse> {
  const rows = await deps.db
    .select()
    .from(fundingTransfers)
    .where(eq(fundingTransfers.userId, userId))
    .orderBy(desc(fundingTransfers.createdAt), desc(fundingTransfers.id));
  const fours = await bankLastFours(deps.db, userId);
  return {
    transfers: rows.map((row) => transferView(row, fours.get(row.bankAccountId) ?? '')),
    acat_transfers: await listAcatTransfers(deps.db, userId),
  };
}
