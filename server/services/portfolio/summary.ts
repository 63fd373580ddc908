// GET /api/v1/portfolio (issue 4/10 "cash and buying power", spec §2 /portfolio). Cash comes from
// the ledger (DESIGN.md "Money"): buying power is the balance of `account:<id>:cash`; open buys
// hold theirs in `account:<id>:held`, still the customer's money, so equity counts both.
import type { PortfolioResponse } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { balances, cashAccount, heldAccount } from '../ledger';
import { describeAccount, resolveAccount } from './account';
import type { PortfolioDeps } from './deps';
import { basisPoints } from './money';
import { valueAccount } from './valuation';

export async function accountCash(deps: PortfolioDeps, accountId: string) {
  const cash = cashAccount(accountId);
  const held = heldAccount(accountId);
  const result = await balances(deps.db, [cash, held]);
  const buyingPower = result.get(cash) ?? 0;
  const heldCents = result.get(held) ?? 0;
  return { buyingPower, held: heldCents, total: buyingPower + heldCents };
}

export async function getPortfolio(
  deps: PortfolioDeps,
  userId: string,
  requested: AccountType | undefined,
): Promise<PortfolioResponse> {
  const { account, available } = await resolveAccount(deps.db, userId, requested);
  const [cash, valuation] = await Promise.all([
    accountCash(deps, account.id),
    valueAccount(deps, account.id),
  ]);
  const equity = cash.total + valuation.marketValueCents;
  return {
    account: describeAccount(account),
    available_accounts: available,
    cash_cents: cash.total,
    held_cents: cash.held,
    buying_power_cents: cash.buyingPower,
    market_value_cents: valuation.marketValueCents,
    equity_cents: equity,
    day_gain_cents: valuation.dayGainCents,
    // The day's change as a share of the equity at the last close (today's deposits aside).
    day_gain_bp: basisPoints(valuation.dayGainCents, equity - valuation.dayGainCents),
    total_gain_cents: valuation.totalGainCents,
    total_gain_bp: basisPoints(valuation.totalGainCents, valuation.costBasisCents),
    positions: valuation.positions,
    as_of: deps.now().toISOString(),
  };
}
