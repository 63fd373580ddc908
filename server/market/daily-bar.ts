// One session's open, high, low, close and volume, derived from two closes and a few hashes.
//
// Open: the previous close plus an overnight gap (part of the day's move, most of it on an
// earnings reaction day, when the news lands before the open). High and low: drawn from the exact
// distribution of the maximum and minimum of a Brownian bridge from open to close,
//   P(max > m) = exp(−2 (m − open)(m − close) / s²),
// so the intraday path (intraday.ts) can run through them and every bar is consistent:
// low < open, close < high. Volume: shares outstanding × turnover, heavier on big moves, on
// earnings and lighter on early-close days.
import type { SessionTimes } from './calendar';
import type { ModelParams } from './model-params';
import { STREAM } from './model-params';
import type { PriceModel } from './price-model';
import { normal, uniform } from './random';
import { tradingDayAt } from './trading-days';

export interface DayBar {
  index: number;
  session: SessionTimes;
  params: ModelParams;
  openLog: number;
  highLog: number;
  lowLog: number;
  closeLog: number;
  previousCloseLog: number;
  /** Shares traded over the whole session. */
  volume: number;
  /** Standard deviation of the open-to-close path. */
  intradaySigma: number;
  earningsReaction: boolean;
}

const FULL_SESSION_MINUTES = 390;

export function dayBar(model: PriceModel, symbol: string, index: number): DayBar {
  const params = model.params(symbol);
  const seed = model.seedHash;
  const day = tradingDayAt(index);
  const closeLog = model.closeLog(symbol, index);
  const previousCloseLog = index === 0 ? closeLog : model.closeLog(symbol, index - 1);
  const move = closeLog - previousCloseLog;
  const reaction = model.isEarningsReaction(symbol, index);
  const sigma = params.dailySigma;

  const gapShare = reaction ? 0.8 : 0.15;
  const gapNoise = 0.3 * sigma * normal(seed, params.symbolHash, day, STREAM.gap);
  const openLog = previousCloseLog + gapShare * move + gapNoise;

  const intradaySigma = sigma * (reaction ? 1.5 : 0.8);
  const halfSpan = (closeLog - openLog) / 2;
  const middle = (openLog + closeLog) / 2;
  const extreme = (stream: number) =>
    Math.sqrt(
      halfSpan * halfSpan -
        (intradaySigma * intradaySigma * Math.log(uniform(seed, params.symbolHash, day, stream))) /
          2,
    );

  const session = model.sessionOf(index);
  const standardized = sigma > 0 ? move / sigma : 0;
  const volumeNoise = Math.exp(0.3 * normal(seed, params.symbolHash, day, STREAM.volume) - 0.045);
  const activity = (0.55 + 0.45 * standardized * standardized) * (reaction ? 2.5 : 1);
  const sessionShare = session.minutes / FULL_SESSION_MINUTES;
  const shares = params.security.sharesOutstanding * params.turnover;
  const volume = Math.max(
    100,
    Math.round((shares * volumeNoise * activity * sessionShare) / 100) * 100,
  );

  return {
    index,
    session,
    params,
    openLog,
    highLog: middle + extreme(STREAM.high),
    lowLog: middle - extreme(STREAM.low),
    closeLog,
    previousCloseLog,
    volume,
    intradaySigma,
    earningsReaction: reaction,
  };
}
