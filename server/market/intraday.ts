// The intraday path: one price per minute of the session, a pure function of (seed, symbol, day,
// minute). The path runs through four knots, the open at minute 0, the day's high and low at
// hashed minutes, and the close at the last minute, with Brownian-bridge noise between knots,
// reflected back inside [low, high]. So the minute ticks reach the bar's high and low exactly and
// end on the close, and a quote after the close equals the daily bar's close.
//
// The bridge is built top-down (Lévy's construction): the value at a minute needs one normal per
// level of a binary subdivision, about nine, not the whole day's path.
import type { DayBar } from './daily-bar';
import { STREAM } from './model-params';
import { normal, uniform } from './random';
import { tradingDayAt } from './trading-days';

const BRIDGE_LEVELS = 9; // 512 cells ≥ the 390 minutes of a full session
/** Noise between knots relative to a free bridge: the knots already carry the day's range. */
const NOISE_SCALE = 0.6;
/** Extra trading near the open and close: the U-shaped intraday volume curve. */
const VOLUME_SMILE = 3;

interface Knot {
  minute: number;
  value: number;
}

function knots(bar: DayBar, seed: number): Knot[] {
  const last = bar.session.minutes;
  const day = tradingDayAt(bar.index);
  const pick = (stream: number) =>
    1 + Math.floor(uniform(seed, bar.params.symbolHash, day, stream) * (last - 1));
  const highMinute = pick(STREAM.highMinute);
  let lowMinute = pick(STREAM.lowMinute);
  if (lowMinute === highMinute)
    lowMinute = highMinute === last - 1 ? highMinute - 1 : highMinute + 1;
  return [
    { minute: 0, value: bar.openLog },
    { minute: highMinute, value: bar.highLog },
    { minute: lowMinute, value: bar.lowLog },
    { minute: last, value: bar.closeLog },
  ].sort((a, b) => a.minute - b.minute);
}

/** A standard Brownian bridge (0 at both ends) at position step/steps, by binary subdivision. */
function bridge(
  seed: number,
  symbolHash: number,
  day: number,
  segment: number,
  position: number,
): number {
  let left = 0;
  let right = 1;
  let leftValue = 0;
  let rightValue = 0;
  let node = 1;
  for (let level = 0; level < BRIDGE_LEVELS; level++) {
    const middle = (left + right) / 2;
    const spread = Math.sqrt((right - left) / 4);
    const middleValue =
      (leftValue + rightValue) / 2 +
      spread * normal(seed, symbolHash, day, STREAM.bridge + segment * 1024 + node);
    if (position < middle) {
      right = middle;
      rightValue = middleValue;
      node = 2 * node;
    } else {
      left = middle;
      leftValue = middleValue;
      node = 2 * node + 1;
    }
  }
  const weight = (position - left) / (right - left);
  return leftValue + weight * (rightValue - leftValue);
}

/** The log price at `minute` (0 = the open, session.minutes = the close). */
export function minuteLog(bar: DayBar, seed: number, minute: number): number {
  const path = knots(bar, seed);
  const segment = path.findIndex((knot, i) => i > 0 && minute <= knot.minute) - 1;
  const from = path[Math.max(segment, 0)] as Knot;
  const to = path[Math.max(segment, 0) + 1] as Knot;
  if (minute <= from.minute) return from.value;
  if (minute >= to.minute) return to.value;
  const span = to.minute - from.minute;
  const position = (minute - from.minute) / span;
  const line = from.value + position * (to.value - from.value);
  const scale = NOISE_SCALE * bar.intradaySigma * Math.sqrt(span / bar.session.minutes);
  const day = tradingDayAt(bar.index);
  const raw = line + scale * bridge(seed, bar.params.symbolHash, day, segment, position);
  return reflectInto(raw, bar.lowLog, bar.highLog);
}

function reflectInto(value: number, low: number, high: number): number {
  let v = value;
  if (v > high) v = 2 * high - v;
  if (v < low) v = 2 * low - v;
  return Math.min(high, Math.max(low, v));
}

/** Share of the session's volume traded by `minute`: U-shaped, heavier at the open and close. */
export function volumeShareBy(minute: number, sessionMinutes: number): number {
  const f = Math.min(1, Math.max(0, minute / sessionMinutes));
  const cubed = (2 * f - 1) ** 3;
  return (f + (VOLUME_SMILE * (cubed + 1)) / 6) / (1 + VOLUME_SMILE / 3);
}
