// The optimizer's request: the paper portfolio's holdings, a year of daily
// closes of the chosen symbols (the security page's 1Y chart bars), the mean-variance weights of
// the chosen objective, the efficient frontier, and the trades that would move the paper account
// to those weights at current prices. Writes nothing; trades.ts places them.
import { and, eq, gt } from 'drizzle-orm';
import {
  OPTIMIZER_MAX_SYMBOLS,
  OPTIMIZER_MIN_SYMBOLS,
  type OptimizerObjective,
  type OptimizerQuery,
  type OptimizerResponse,
  type OptimizerResult,
  type PortfolioPoint,
  type SuggestedTrade,
} from '@/contract/optimizer';
import { MIN_NOTIONAL_DOLLARS } from '@/contract/orders';
import type { Db } from '../../../db/client';
import { positions } from '../../../db/schema';
import { invalidInput, unprocessable } from '../../../errors';
import { BENCHMARK_SYMBOL, findSecurity, type QuoteProvider } from '../../../market';
import { resolveSymbolList } from '../../market/securities';
import { resolveTradingAccount } from '../../orders/trading-account';
import {
  annualisedStatistics,
  dot,
  efficientFrontier,
  InfeasibleTargetError,
  type Matrix,
  maximumSharpe,
  minimumVariance,
  sharpe,
  targetReturn,
  TRADING_DAYS_PER_YEAR,
  variance,
} from './mean-variance';
import { betasTo, EQUITY_PREMIUM, PRIOR_SPREAD, shrunkExpectedReturns } from './expected-returns';
import { sharesString } from './shares';

export interface OptimizerDeps {
  db: Db;
  quotes: QuoteProvider;
  now: () => Date;
}

/**
 * The risk-free rate of the Sharpe ratio: 4 % a year, roughly the yield of 3-month US Treasury
 * bills in 2025. A fixed, named assumption rather than live data (the server has no outside feed);
 * the method text shows it.
 */
const RISK_FREE_RATE = 0.04;

/** Fewest daily returns the statistics need (about a quarter of a year). */
const MIN_OBSERVATIONS = 60;
/** Trades under $1 are not worth an order (the orders' own dollar minimum, src/contract/orders). */
const MIN_TRADE_CENTS = MIN_NOTIONAL_DOLLARS * 100;

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

interface Holding {
  symbol: string;
  quantityE5: number;
  sellableE5: number;
}

async function paperHoldings(db: Db, userId: string): Promise<Holding[]> {
  const account = await resolveTradingAccount(db, userId, { account_type: 'simulated' });
  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.accountId, account.id), gt(positions.quantityE5, 0)))
    .orderBy(positions.symbol);
  return rows.map((row) => ({
    symbol: row.symbol,
    quantityE5: row.quantityE5,
    sellableE5: row.quantityE5 - row.heldQuantityE5,
  }));
}

interface Settings {
  symbols: string[];
  objective: OptimizerObjective;
  maxWeight: number | null;
  target: number | null;
}

/** The query's rules a struct cannot state: counts, the weight limit against n, the target. */
function settingsOf(query: OptimizerQuery, symbols: string[]): Settings {
  if (symbols.length < OPTIMIZER_MIN_SYMBOLS) {
    throw invalidInput(
      `symbols must list at least ${OPTIMIZER_MIN_SYMBOLS} different symbols.`,
      'symbols',
    );
  }
  if (symbols.length > OPTIMIZER_MAX_SYMBOLS) {
    throw invalidInput(`symbols must list at most ${OPTIMIZER_MAX_SYMBOLS} symbols.`, 'symbols');
  }
  const objective = query.objective ?? 'min_variance';
  const maxWeight = query.max_weight === undefined ? null : Number(query.max_weight);
  if (maxWeight !== null && maxWeight * symbols.length < 1 - 1e-9) {
    throw invalidInput(
      `max_weight must be at least 1/${symbols.length} (${(100 / symbols.length).toFixed(2)} %) with ${symbols.length} symbols, or the weights cannot add up to 100 %.`,
      'max_weight',
    );
  }
  if (objective === 'target_return' && query.target_return === undefined) {
    throw invalidInput(
      'target_return is required for the target-return objective.',
      'target_return',
    );
  }
  if (objective !== 'target_return' && query.target_return !== undefined) {
    throw invalidInput('target_return is only for the target-return objective.', 'target_return');
  }
  const target = query.target_return === undefined ? null : Number(query.target_return);
  return { symbols, objective, maxWeight, target };
}

export async function optimize(
  deps: OptimizerDeps,
  userId: string,
  query: OptimizerQuery,
): Promise<OptimizerResponse> {
  const at = deps.now();
  const asked = query.symbols === undefined ? null : resolveSymbolList(query.symbols);
  const holdings = await paperHoldings(deps.db, userId);
  const holdingsBody = holdings.map((h) => ({ symbol: h.symbol, quantity_e5: h.quantityE5 }));
  const symbols = asked ?? holdings.map((h) => h.symbol).slice(0, OPTIMIZER_MAX_SYMBOLS);
  if (!asked && symbols.length < OPTIMIZER_MIN_SYMBOLS) {
    // Nothing to optimise yet: the screen explains and lets them pick symbols (the empty state).
    return { as_of: at.toISOString(), holdings: holdingsBody, symbols, result: null };
  }
  const settings = settingsOf(query, symbols);
  const result = await compute(deps, settings, holdings, at);
  return { as_of: at.toISOString(), holdings: holdingsBody, symbols, result };
}

/** Aligned daily closes (dollars) of a year of the chart's bars, one row per symbol. */
async function yearOfCloses(quotes: QuoteProvider, symbols: string[], at: Date) {
  const series = await Promise.all(symbols.map((s) => quotes.getBars(s, '1Y', at)));
  const maps = series.map((bars) => new Map(bars.map((b) => [b.start, b.closeUnits])));
  const days = [...(maps[0]?.keys() ?? [])].filter((day) => maps.every((m) => m.has(day)));
  return maps.map((m) => days.map((day) => (m.get(day) as number) / 10_000));
}

async function compute(
  deps: OptimizerDeps,
  s: Settings,
  holdings: Holding[],
  at: Date,
): Promise<OptimizerResult> {
  // SPY's closes ride along for the betas of the market-implied returns (expected-returns.ts).
  const [market, ...closes] = await yearOfCloses(deps.quotes, [BENCHMARK_SYMBOL, ...s.symbols], at);
  const observations = (closes[0]?.length ?? 1) - 1;
  if (observations < MIN_OBSERVATIONS) {
    throw unprocessable(
      `symbols need at least ${MIN_OBSERVATIONS} common trading days of prices; these have ${observations}.`,
      'symbols',
    );
  }
  const sample = annualisedStatistics(closes);
  const { cov } = sample;
  const { expected: mean } = shrunkExpectedReturns(
    sample.mean,
    cov.map((row, i) => row[i]!),
    betasTo(market!, closes),
    observations / TRADING_DAYS_PER_YEAR,
    RISK_FREE_RATE,
  );
  const constraints = { maxWeight: s.maxWeight ?? 1 };
  const weights = solve(cov, mean, s, constraints);

  const quotes = await deps.quotes.getQuotes(s.symbols, at);
  const bySymbol = new Map(holdings.map((h) => [h.symbol, h]));
  const priceE4 = quotes.map((q) => q.priceUnits);
  const quantityE5 = s.symbols.map((symbol) => bySymbol.get(symbol)?.quantityE5 ?? 0);
  const valueCents = quantityE5.map((q, i) => Math.round((q * priceE4[i]!) / 1e7));
  const total = valueCents.reduce((sum, v) => sum + v, 0);
  const currentWeights = valueCents.map((v) => (total > 0 ? v / total : 0));

  const trades: SuggestedTrade[] = [];
  const targetQuantityE5 = s.symbols.map((symbol, i) => {
    const price = priceE4[i]!;
    const targetCents = weights[i]! * total;
    const held = bySymbol.get(symbol);
    const current = quantityE5[i]!;
    const wanted = Math.floor((targetCents * 1e7) / price);
    let delta = wanted - current;
    // Never sell shares already reserved by an open sell order.
    if (delta < 0) delta = -Math.min(-delta, held?.sellableE5 ?? 0);
    const cents = Math.round((Math.abs(delta) * price) / 1e7);
    if (delta === 0 || cents < MIN_TRADE_CENTS) return current;
    trades.push({
      symbol,
      side: delta > 0 ? 'buy' : 'sell',
      quantity: sharesString(Math.abs(delta)),
      quantity_e5: Math.abs(delta),
      price_e4: price,
      estimated_cents: cents,
    });
    return current + delta;
  });
  // Sells first: their proceeds pay for the buys (trades.ts places them in this order too).
  trades.sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));

  const point = (w: number[]): PortfolioPoint => ({
    expected_return: dot(w, mean),
    volatility: Math.sqrt(variance(cov, w)),
    sharpe: sharpe(cov, mean, w, RISK_FREE_RATE),
  });
  const names = s.symbols.map((symbol) => findSecurity(symbol)?.name ?? symbol);
  return {
    objective: s.objective,
    max_weight: s.maxWeight,
    target_return: s.target,
    risk_free_rate: RISK_FREE_RATE,
    observations,
    assets: s.symbols.map((symbol, i) => ({
      symbol,
      name: names[i]!,
      expected_return: mean[i]!,
      volatility: Math.sqrt(cov[i]![i]!),
      price_e4: priceE4[i]!,
      quantity_e5: quantityE5[i]!,
      value_cents: valueCents[i]!,
      current_weight: currentWeights[i]!,
      suggested_weight: weights[i]!,
      target_quantity_e5: targetQuantityE5[i]!,
    })),
    frontier: efficientFrontier(cov, mean, constraints, 16).map((p) => ({
      expected_return: p.expectedReturn,
      volatility: p.volatility,
    })),
    current: total > 0 ? point(currentWeights) : null,
    suggested: point(weights),
    portfolio_value_cents: total,
    trades,
    method: methodText(s, observations, total),
  };
}

function solve(
  cov: Matrix,
  mean: number[],
  s: Settings,
  constraints: { maxWeight: number },
): number[] {
  try {
    if (s.objective === 'max_sharpe') return maximumSharpe(cov, mean, RISK_FREE_RATE, constraints);
    if (s.objective === 'target_return') return targetReturn(cov, mean, s.target ?? 0, constraints);
    return minimumVariance(cov, mean, constraints);
  } catch (error) {
    if (error instanceof InfeasibleTargetError) {
      throw unprocessable(
        `target_return ${pct(s.target ?? 0)} is out of reach: with these symbols${s.maxWeight === null ? '' : ' and this max_weight'} an expected return between ${pct(error.min)} and ${pct(error.max)} a year is possible.`,
        'target_return',
      );
    }
    if (error instanceof Error && /singular/.test(error.message)) {
      throw unprocessable(
        'symbols move too closely together to tell apart: remove one of the near-identical funds.',
        'symbols',
      );
    }
    throw error;
  }
}

function methodText(s: Settings, observations: number, totalCents: number): string[] {
  const objective = {
    min_variance: 'the weights with the lowest variance',
    max_sharpe: `the weights with the highest Sharpe ratio (expected return above a ${pct(RISK_FREE_RATE)} risk-free rate, per unit of volatility)`,
    target_return: 'the weights with the lowest variance among those expecting the target return',
  }[s.objective];
  return [
    `The covariance of returns comes from ${observations} daily closing-price changes over the last year (the security pages' 1Y charts), multiplied by ${TRADING_DAYS_PER_YEAR} trading days to make it annual.`,
    `Expected returns start from what the market implies for each security (the ${pct(RISK_FREE_RATE)} risk-free rate plus its beta to SPY times a ${pct(EQUITY_PREMIUM)} equity premium) and move toward the last year's average return only as far as one year of data deserves (a prior of ±${pct(PRIOR_SPREAD)} around the implied return): a few percent of the way for a stock, so a suggestion never rests on a lucky or unlucky year.`,
    `The optimizer finds ${objective}, long only (no short sales), adding up to 100 %${s.maxWeight === null ? '' : `, at most ${(s.maxWeight * 100).toFixed(2)} % in one position`}.`,
    'The efficient frontier is the lowest volatility possible for each expected return under the same rules.',
    totalCents > 0
      ? `Trades move the paper account's holdings in these symbols (their value now) to the suggested weights at current prices, in shares to five decimals; trades under $1 are left out, and sells come first so their proceeds pay for the buys.`
      : 'Your paper account holds none of these symbols, so there is nothing to rebalance: buy some first, then optimise.',
    'Past returns do not predict future ones; the estimates are noisy.',
  ];
}
