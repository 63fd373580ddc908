// The day's change of an account (spec §2 /portfolio and /portfolio/history): one computation for
// every screen that shows it. The head of /app/portfolio and the 1D range of /app/portfolio/history
// must read the same figure for the same account at the same moment; before, history took its last
// minute bar minus its first, which counted a deposit made today as a gain and started after the
// open. Here: each position against the previous close, shares bought or sold today from what was
// paid or fetched (valuation.ts); cash moves in and out are not a change in value.
import { balances, cashAccount, heldAccount } from '../ledger';
import type { PortfolioDeps } from './deps';
import { basisPoints } from './money';
import { type Valuation, valueAccount } from './valuation';

export interface AccountCash {
  buyingPower: number;
  held: number;
  total: number;
}

export async function accountCash(deps: PortfolioDeps, accountId: string): Promise<AccountCash> {
  const cash = cashAccount(accountId);
  const held = heldAccount(accountId);
  const result = await balances(deps.db, [cash, held]);
  const buyingPower = result.get(cash) ?? 0;
  const heldCents = result.get(held) ?? 0;
  return { buyingPower, held: heldCents, total: buyingPower + heldCents };
}

export interface AccountValue {
  cash: AccountCash;
  valuation: Valuation;
  equityCents: number;
  dayChangeCents: number;
  /** The day's change as a share of the equity it started from (today's deposits counted in). */
  dayChangeBp: number;
}

/** Cash, positions, equity and the day's change of one account at `deps.now()`. */
export async function valueWithDayChange(
  deps: PortfolioDeps,
  accountId: string,
): Promise<AccountValue> {
  const [cash, valuation] = await Promise.all([
    accountCash(deps, accountId),
    valueAccount(deps, accountId),
  ]);
  const equityCents = cash.total + valuation.marketValueCents;
  return {
    cash,
    valuation,
    equityCents,
    dayChangeCents: valuation.dayGainCents,
    dayChangeBp: basisPoints(valuation.dayGainCents, equityCents - valuation.dayGainCents),
  };
}
