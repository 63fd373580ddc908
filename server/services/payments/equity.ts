// The equity that waives the membership fee: the LIVE account's, computed as
// /api/v1/portfolio computes it (cash, cash held for open buys, and holdings at market). Paper
// money is virtual and never counts; without a live account there is no equity to count.
import type { Db } from '../../db/client';
import { liveAccountId } from '../funding/live-account';
import { accountCash } from '../portfolio/summary';
import { valueAccount } from '../portfolio/valuation';
import type { PaymentDeps } from './deps';

/** `db`: the caller's transaction when inside one (PGlite has one connection). */
export async function liveEquityCents(
  deps: PaymentDeps,
  db: Db,
  userId: string,
): Promise<number | null> {
  const accountId = await liveAccountId(db, userId);
  if (!accountId) return null;
  const portfolioDeps = { db, quotes: deps.quotes, now: deps.now };
  const [cash, valuation] = await Promise.all([
    accountCash(portfolioDeps, accountId),
    valueAccount(portfolioDeps, accountId),
  ]);
  return cash.total + valuation.marketValueCents;
}

export const feeWaived = (deps: PaymentDeps, equity: number | null) =>
  equity !== null && equity >= deps.waiveFeeMinEquityCents;
