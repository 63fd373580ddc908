// Portfolio optimizer (spec §1 "AI analyst tools: portfolio optimizer"):
// mean-variance weights for the paper portfolio, the efficient frontier, and the trades that move
// the paper account to the chosen weights. Returns and volatilities are annual fractions
// (0.12 = 12 %); money in cents, shares in 0.00001 (`_e5`), prices in $0.0001 (`_e4`).
import {
  array,
  define,
  enums,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  type Infer,
} from './structs';
import { Order, ShareQuantity } from './orders';
import { SymbolList, TickerSymbol } from './market';

const OPTIMIZER_OBJECTIVES = ['min_variance', 'max_sharpe', 'target_return'] as const;
export type OptimizerObjective = (typeof OPTIMIZER_OBJECTIVES)[number];

/** Fewest and most symbols one optimisation takes (a covariance of 2 to 20 assets). */
export const OPTIMIZER_MIN_SYMBOLS = 2;
export const OPTIMIZER_MAX_SYMBOLS = 20;

const FRACTION_PATTERN = /^-?\d{1,3}(?:\.\d{1,6})?$/;

/** A decimal fraction as typed ("0.4" = 40 %) between `min` and `max`. */
function fraction(name: string, min: number, max: number) {
  return define<string>(name, (value) => {
    if (typeof value !== 'string' || !FRACTION_PATTERN.test(value))
      return 'must be a decimal fraction such as "0.25" (25 %)';
    const number = Number(value);
    if (number < min || number > max) return `must be between ${min} and ${max}`;
    return true;
  });
}

const MaxWeight = fraction('MaxWeight', 0.01, 1);
const TargetReturn = fraction('TargetReturn', -1, 5);

/**
 * GET /tools/optimizer. Without `symbols`, the paper portfolio's holdings. `target_return` is
 * required for the target-return objective, and only then allowed.
 */
export const OptimizerQuery = type({
  symbols: optional(SymbolList),
  objective: optional(enums(OPTIMIZER_OBJECTIVES)),
  max_weight: optional(MaxWeight),
  target_return: optional(TargetReturn),
});
export type OptimizerQuery = Infer<typeof OptimizerQuery>;

export const PortfolioPoint = type({
  expected_return: number(),
  volatility: number(),
  sharpe: number(),
});
export type PortfolioPoint = Infer<typeof PortfolioPoint>;

const OptimizerAsset = type({
  symbol: string(),
  name: string(),
  expected_return: number(),
  volatility: number(),
  price_e4: number(),
  quantity_e5: number(),
  value_cents: number(),
  current_weight: number(),
  suggested_weight: number(),
  target_quantity_e5: number(),
});
type OptimizerAsset = Infer<typeof OptimizerAsset>;

export const SuggestedTrade = type({
  symbol: string(),
  side: enums(['buy', 'sell']),
  /** Decimal shares as the orders endpoint takes them ("1.25"). */
  quantity: string(),
  quantity_e5: number(),
  price_e4: number(),
  estimated_cents: number(),
});
export type SuggestedTrade = Infer<typeof SuggestedTrade>;

export const OptimizerResult = type({
  objective: enums(OPTIMIZER_OBJECTIVES),
  max_weight: nullable(number()),
  target_return: nullable(number()),
  risk_free_rate: number(),
  /** Trading days of returns the statistics come from. */
  observations: number(),
  assets: array(OptimizerAsset),
  frontier: array(type({ expected_return: number(), volatility: number() })),
  /** The paper holdings among these symbols; null when they hold none of them. */
  current: nullable(PortfolioPoint),
  suggested: PortfolioPoint,
  portfolio_value_cents: number(),
  trades: array(SuggestedTrade),
  /** How each figure was derived, one sentence each. */
  method: array(string()),
});
export type OptimizerResult = Infer<typeof OptimizerResult>;

export const OptimizerResponse = type({
  as_of: string(),
  /** The paper account's holdings (symbol and shares), the default symbols. */
  holdings: array(type({ symbol: string(), quantity_e5: number() })),
  symbols: array(string()),
  /** null when fewer than two symbols are known (no holdings and none asked for). */
  result: nullable(OptimizerResult),
});
export type OptimizerResponse = Infer<typeof OptimizerResponse>;

/** POST /tools/optimizer/trades: the suggested trades as shown, placed sells first. */
export const PlaceTradesRequest = object({
  trades: array(
    object({
      symbol: TickerSymbol,
      side: enums(['buy', 'sell']),
      quantity: ShareQuantity,
    }),
  ),
});
export type PlaceTradesRequest = Infer<typeof PlaceTradesRequest>;

export const MAX_PLACED_TRADES = OPTIMIZER_MAX_SYMBOLS;

export const PlaceTradesResponse = type({ orders: array(Order) });
export type PlaceTradesResponse = Infer<typeof PlaceTradesResponse>;
