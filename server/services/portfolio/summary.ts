// GET /api/v1/portfolio (spec §2 /portfolio): cash and buying power. Cash comes from
// the ledger (DESIGN.md "Money"): buying power is the balance of `account:<id>:cash`; open buys
// hold theirs in `account:<id>:held`, still the customer's money, so equity counts both.
import type { PortfolioResponse } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { pipelinedReads } from '../../db/pipeline';
import { describeAccount, resolveAccount } from './account';
import { valueWithDayChange } from './day-change';
import type { PortfolioDeps } from './deps';
import { basisPoints } from './money';

export { accountCash } from './day-change';

export async function getPortfolio(
  deps: PortfolioDeps,
  userId: string,
  requested: AccountType | undefined,
): Promise<PortfolioResponse> {
  // On one connection (db/pipeline.ts): the account, then its cash, positions and the day's
  // fills sent in one write.
  const { account, available, value } = await pipelinedReads(deps.db, async (db) => {
    const found = await resolveAccount(db, userId, requested);
    return { ...found, value: await valueWithDayChange({ ...deps, db }, found.account.id) };
  });
  const { cash, valuation, equityCents, dayChangeCents, dayChangeBp } = value;
  return {
    account: describeAccount(account),
    available_accounts: available,
    cash_cents: cash.total,
    held_cents: cash.held,
    buying_power_cents: cash.buyingPower,
    market_value_cents: valuation.marketValueCents,
    equity_cents: equityCents,
    // The same figure as the 1D range of GET /portfolio/history (day-change.ts).
    day_gain_cents: dayChangeCents,
    day_gain_bp: dayChangeBp,
    total_gain_cents: valuation.totalGainCents,
    total_gain_bp: basisPoints(valuation.totalGainCents, valuation.costBasisCents),
    positions: valuation.positions,
    as_of: deps.now().toISOString(),
  };
}
