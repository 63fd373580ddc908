// The model's quote at an instant: during a regular session the minute tick (intraday.ts), outside
// it the last session's close, with that session's change, as exchanges and brokers show it.
import { latestSessionAt } from './calendar';
import { type DayBar } from './daily-bar';
import { minuteLog, volumeShareBy } from './intraday';
import { type PriceUnits, priceUnitsFromLog } from './price-units';
import type { PriceModel } from './price-model';
import { requireTradingDayIndex } from './trading-days';

const MS_PER_MINUTE = 60_000;

export interface ModelQuote {
  symbol: string;
  price: PriceUnits;
  previousClose: PriceUnits;
  /** Shares traded so far in the session (the whole session once it has closed). */
  volume: number;
  asOfMs: number;
  marketOpen: boolean;
  /** The trading-day index of the session the quote belongs to. */
  index: number;
}

/** Where an instant falls: the session (open now, or the last one closed) and the minute in it. */
export interface SessionPoint {
  index: number;
  /** Minutes since the open, or the session length once closed. */
  minute: number;
  open: boolean;
}

export function sessionPointAt(atMs: number): SessionPoint {
  const session = latestSessionAt(atMs);
  const index = requireTradingDayIndex(session.day);
  if (atMs >= session.closeMs) return { index, minute: session.minutes, open: false };
  const minute = Math.floor((atMs - session.openMs) / MS_PER_MINUTE);
  return { index, minute, open: true };
}

export function quoteFromBar(model: PriceModel, bar: DayBar, point: SessionPoint): ModelQuote {
  const { session } = bar;
  const priceLog = point.open ? minuteLog(bar, model.seedHash, point.minute) : bar.closeLog;
  const volumeShare = point.open ? volumeShareBy(point.minute, session.minutes) : 1;
  return {
    symbol: bar.params.security.symbol,
    price: priceUnitsFromLog(priceLog),
    previousClose: priceUnitsFromLog(bar.previousCloseLog),
    volume: Math.round((bar.volume * volumeShare) / 100) * 100,
    asOfMs: point.open ? session.openMs + point.minute * MS_PER_MINUTE : session.closeMs,
    marketOpen: point.open,
    index: bar.index,
  };
}
