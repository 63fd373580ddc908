// The deterministic price model (DESIGN.md "Market and broker"): a seeded random walk around each
// security's base price, one step per trading day, with market and sector factors (model-params.ts).
//
// log close(i) = log base + drift·(i − anchor)/252 + x(i) − x(anchor), where x is a mean-reverting
// walk (Ornstein–Uhlenbeck, half-life about 1.4 years) started at 0 on ORIGIN_DATE: prices trend
// like a stock's but stay within a plausible band of the base price for decades. Every shock is a
// hash of (seed, symbol or factor, day), so a close is a pure function of (seed, symbol, day); the
// walk is cached per symbol because each day builds on the one before.
//
// Open, high, low and volume are drawn from the closes and more hashes (daily-bar.ts), and the
// intraday path from those (intraday.ts), so the whole chain only ever looks backwards in time.
import { type SessionTimes, sessionTimes } from './calendar';
import { type DayNumber, dayNumberFromParts, yearOf } from './eastern-time';
import { reportsInYear } from './earnings';
import {
  type ModelParams,
  MARKET_FACTOR,
  STREAM,
  TRADING_DAYS_PER_YEAR,
  modelParams,
} from './model-params';
import { hashString, normal } from './random';
import { ANCHOR_INDEX, tradingDayAt } from './trading-days';
import { requireSecurity } from './universe';

/** Mean reversion per year: exp(−0.5) per year, a half-life of about 1.4 years. */
const REVERSION_PER_DAY = 0.5 / TRADING_DAYS_PER_YEAR;
/** How much larger a company's own shock is on the session that trades its earnings. */
const EARNINGS_SHOCK = 3;

/** The walk of one symbol: x(i) for i = 0 … length − 1. */
interface Walk {
  params: ModelParams;
  x: Float64Array;
  length: number;
  reactionDays: Map<number, Set<DayNumber>>;
}

export class PriceModel {
  readonly seedHash: number;
  private readonly walks = new Map<string, Walk>();
  private readonly factors = new Map<number, number[]>();

  constructor(readonly seed: string) {
    this.seedHash = hashString(`seed:${seed}`);
  }

  params(symbol: string): ModelParams {
    return this.walk(symbol).params;
  }

  /** The log close of trading day `index` (trading-days.ts). */
  closeLog(symbol: string, index: number): number {
    const walk = this.walk(symbol);
    this.extend(walk, Math.max(index, ANCHOR_INDEX));
    const { params, x } = walk;
    const trend = (params.drift * (index - ANCHOR_INDEX)) / TRADING_DAYS_PER_YEAR;
    return params.logBase + trend + (x[index] as number) - (x[ANCHOR_INDEX] as number);
  }

  /** True when trading day `index` is the first session after the symbol's earnings report. */
  isEarningsReaction(symbol: string, index: number): boolean {
    const day = tradingDayAt(index);
    return this.reactionDays(this.walk(symbol), yearOf(day)).has(day);
  }

  sessionOf(index: number): SessionTimes {
    return sessionTimes(tradingDayAt(index)) as SessionTimes;
  }

  private walk(symbol: string): Walk {
    const known = this.walks.get(symbol);
    if (known) return known;
    const security = requireSecurity(symbol);
    let walk = this.walks.get(security.symbol);
    if (!walk) {
      walk = {
        params: modelParams(security, this.seedHash),
        x: new Float64Array(0),
        length: 0,
        reactionDays: new Map(),
      };
      this.walks.set(security.symbol, walk);
    }
    return walk;
  }

  private extend(walk: Walk, through: number): void {
    if (through < walk.length) return;
    if (through >= walk.x.length) {
      // Room for about two more years, so a long-running server rarely copies.
      const grown = new Float64Array(through + 1 + 2 * TRADING_DAYS_PER_YEAR);
      grown.set(walk.x.subarray(0, walk.length));
      walk.x = grown;
    }
    const { params, x } = walk;
    const market = this.factorShocks(MARKET_FACTOR, through);
    const sector =
      params.factorHash === null ? null : this.factorShocks(params.factorHash, through);
    let reactions: Set<DayNumber> | null = null;
    let yearEnd = -Infinity;
    for (let i = walk.length; i <= through; i++) {
      if (i === 0) {
        x[0] = 0;
        continue;
      }
      const day = tradingDayAt(i);
      if (day > yearEnd) {
        const year = yearOf(day);
        reactions = this.reactionDays(walk, year);
        yearEnd = dayNumberFromParts(year + 1, 1, 1) - 1;
      }
      const own = normal(this.seedHash, params.symbolHash, day, STREAM.own);
      const ownScale = reactions?.has(day) ? EARNINGS_SHOCK : 1;
      const shock =
        params.marketLoading * (market[i] as number) +
        (sector === null ? 0 : params.factorLoading * (sector[i] as number)) +
        params.ownLoading * own * ownScale;
      x[i] = (x[i - 1] as number) * (1 - REVERSION_PER_DAY) + params.dailySigma * shock;
    }
    walk.length = through + 1;
  }

  /** A factor's common shocks through trading day `through`, cached: every member reads them. */
  private factorShocks(factorHash: number, through: number): number[] {
    let shocks = this.factors.get(factorHash);
    if (!shocks) {
      shocks = [];
      this.factors.set(factorHash, shocks);
    }
    for (let i = shocks.length; i <= through; i++) {
      shocks.push(normal(this.seedHash, factorHash, tradingDayAt(i), STREAM.factor));
    }
    return shocks;
  }

  private reactionDays(walk: Walk, year: number): Set<DayNumber> {
    let days = walk.reactionDays.get(year);
    if (!days) {
      days = new Set(reportsInYear(walk.params, this.seedHash, year).map((r) => r.reactionDay));
      walk.reactionDays.set(year, days);
    }
    return days;
  }
}
