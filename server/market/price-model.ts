// The deterministic price model (DESIGN.md "Market and broker"): a seeded random walk around each
// security's reference price (universe.csv: its close on the data file's stated date, the anchor
// session), one step per trading day, with market and sector factors (model-params.ts).
//
// log close(i) = log reference + d(i): d is 0 on the anchor session and walks from there, forwards
// into later sessions and backwards into earlier ones, each step pulled back towards the reference
// (Ornstein–Uhlenbeck, half-life about four months) and reflected off ±B, the security's band
// (model-params.ts). Each day's move is the security's own size however far the walk has gone, so
// daily moves and volatility stay the real security's, while no close is ever further than e^±B
// from the reference: a price a newcomer can believe beside the real one, and a 52-week range of
// the same scale. Every shock is a hash of (seed, symbol or factor, day), so a close is a pure
// function of (seed, symbol, day); the walk is cached per symbol because each day builds on the
// one before.
//
// Open, high, low and volume are drawn from the closes and more hashes (daily-bar.ts), and the
// intraday path from those (intraday.ts), so the whole chain only ever looks backwards in time.
import { type SessionTimes, sessionTimes } from './calendar';
import { type DayNumber, yearOf } from './eastern-time';
import { reportsInYear } from './earnings';
import {
  type ModelParams,
  MARKET_FACTOR,
  REVERSION_PER_YEAR,
  STREAM,
  TRADING_DAYS_PER_YEAR,
  modelParams,
} from './model-params';
import { hashString, normal } from './random';
import { ANCHOR_INDEX, tradingDayAt } from './trading-days';
import { requireSecurity } from './universe';

/** Mean reversion per day: REVERSION_PER_YEAR (model-params.ts), a half-life of about four months. */
const REVERSION_PER_DAY = REVERSION_PER_YEAR / TRADING_DAYS_PER_YEAR;
/** How much larger a company's own shock is on the session that trades its earnings. */
const EARNINGS_SHOCK = 3;

/** The walk of one symbol: d(i) for i = 0 … length − 1, filled through the anchor at once. */
interface Walk {
  params: ModelParams;
  d: Float64Array;
  length: number;
  reactionDays: Map<number, Set<DayNumber>>;
}

/** One day's step of the walk: pulled towards 0, moved, and reflected off ±band. */
function step(previous: number, move: number, band: number): number {
  const next = previous * (1 - REVERSION_PER_DAY) + move;
  const reflected = next > band ? 2 * band - next : next < -band ? -2 * band - next : next;
  return Math.min(band, Math.max(-band, reflected));
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
    this.extend(walk, index);
    return walk.params.logBase + (walk.d[index] as number);
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
        d: new Float64Array(ANCHOR_INDEX + 1 + 2 * TRADING_DAYS_PER_YEAR),
        length: ANCHOR_INDEX + 1,
        reactionDays: new Map(),
      };
      // Backwards from the anchor: the move into day i + 1 is undone, so each day's move is still
      // that day's shock (an earnings session's is still the large one).
      const { d, params } = walk;
      for (let i = ANCHOR_INDEX - 1; i >= 0; i--) {
        d[i] = step(d[i + 1] as number, -this.move(walk, i + 1), params.band);
      }
      this.walks.set(security.symbol, walk);
    }
    return walk;
  }

  private extend(walk: Walk, through: number): void {
    if (through < walk.length) return;
    if (through >= walk.d.length) {
      // Room for about two more years, so a long-running server rarely copies.
      const grown = new Float64Array(through + 1 + 2 * TRADING_DAYS_PER_YEAR);
      grown.set(walk.d.subarray(0, walk.length));
      walk.d = grown;
    }
    const { d, params } = walk;
    for (let i = walk.length; i <= through; i++) {
      d[i] = step(d[i - 1] as number, this.move(walk, i), params.band);
    }
    walk.length = through + 1;
  }

  /** Trading day i's shock to the symbol's log price: market, sector and its own. */
  private move(walk: Walk, i: number): number {
    const { params } = walk;
    const day = tradingDayAt(i);
    const own = normal(this.seedHash, params.symbolHash, day, STREAM.own);
    const ownScale = this.reactionDays(walk, yearOf(day)).has(day) ? EARNINGS_SHOCK : 1;
    const sector =
      params.factorHash === null
        ? 0
        : params.factorLoading * this.factorShock(params.factorHash, i);
    return (
      params.dailySigma *
      (params.marketLoading * this.factorShock(MARKET_FACTOR, i) +
        sector +
        params.ownLoading * own * ownScale)
    );
  }

  /** A factor's common shock on trading day i, cached: every member reads it. */
  private factorShock(factorHash: number, i: number): number {
    let shocks = this.factors.get(factorHash);
    if (!shocks) {
      shocks = [];
      this.factors.set(factorHash, shocks);
    }
    for (let j = shocks.length; j <= i; j++) {
      shocks.push(normal(this.seedHash, factorHash, tradingDayAt(j), STREAM.factor));
    }
    return shocks[i] as number;
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
