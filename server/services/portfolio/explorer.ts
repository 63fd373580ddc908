// GET /api/v1/portfolio/explorer (spec §2 /ideas/portfolio_explorer): allocation by sector and
// position. Weights are basis points of the invested value that sum to exactly 10000
// (money.ts allocateBasisPoints); cash against invested is given apart, as a share of equity.
import type { ExplorerResponse } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { describeAccount, resolveAccount } from './account';
import type { PortfolioDeps } from './deps';
import { allocateBasisPoints } from './money';
import { accountCash } from './summary';
import { valueAccount } from './valuation';

export async function getExplorer(
  deps: PortfolioDeps,
  userId: string,
  requested: AccountType | undefined,
): Promise<ExplorerResponse> {
  const { account } = await resolveAccount(deps.db, userId, requested);
  const [cash, valuation] = await Promise.all([
    accountCash(deps, account.id),
    valueAccount(deps, account.id),
  ]);
  const invested = valuation.marketValueCents;
  const [cashBp = 0, investedBp = 0] = allocateBasisPoints([cash.total, invested]);

  const positionWeights = allocateBasisPoints(
    valuation.positions.map((position) => position.market_value_cents),
  );
  const positions = valuation.positions.map((position, index) => ({
    symbol: position.symbol,
    name: position.name,
    sector: position.sector,
    market_value_cents: position.market_value_cents,
    weight_bp: positionWeights[index] ?? 0,
  }));

  const bySector = new Map<string, { value: number; count: number }>();
  for (const position of valuation.positions) {
    const entry = bySector.get(position.sector) ?? { value: 0, count: 0 };
    entry.value += position.market_value_cents;
    entry.count += 1;
    bySector.set(position.sector, entry);
  }
  const sectorEntries = [...bySector].sort(
    ([a, x], [b, y]) => y.value - x.value || a.localeCompare(b),
  );
  const sectorWeights = allocateBasisPoints(sectorEntries.map(([, entry]) => entry.value));
  const sectors = sectorEntries.map(([sector, entry], index) => ({
    sector,
    positions: entry.count,
    market_value_cents: entry.value,
    weight_bp: sectorWeights[index] ?? 0,
  }));

  return {
    account: describeAccount(account),
    equity_cents: cash.total + invested,
    cash_cents: cash.total,
    invested_cents: invested,
    cash_bp: cashBp,
    invested_bp: investedBp,
    sectors,
    positions,
    as_of: deps.now().toISOString(),
  };
}
