// GET /api/v1/portfolio/history (spec §2 /portfolio/history): the equity history (1D, 1W, 1M,
// 3M, 1Y, ALL) computed from fills and prices, with the benchmark ETF as a comparison line. Equity
// at an instant is the cash (ledger) plus each symbol's shares (fills) times its price then.
// Prices come from the provider's bars, one call per symbol: minute bars for 1D, five-minute bars
// for 1W, daily closes for 1M to 1Y, and for ALL the shortest range that reaches back to the
// account's first event.
import type { HistoryPoint, HistoryRange, HistoryResponse } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import {
  BENCHMARK_SYMBOL,
  type Bar,
  type ChartRange,
  easternDateOf,
  previousClose,
  RANGE_INTERVALS,
  sessionFor,
} from '../../market';
import { describeAccount, resolveAccount } from './account';
import { valueWithDayChange } from './day-change';
import type { PortfolioDeps } from './deps';
import { basisPoints, valueCents } from './money';
import { loadTimeline, Replay, type Timeline } from './timeline';

/** The user setting of spec §3 (show_compare_spy_price_history): on until settings land. */
const SHOW_COMPARE_DEFAULT = true;
const MS_PER_DAY = 86_400_000;

type Interval = (typeof RANGE_INTERVALS)[ChartRange];

/** ALL: the shortest chart range whose window holds the account's whole life. */
function rangeForAll(firstEventMs: number | null, nowMs: number): ChartRange {
  const days = firstEventMs === null ? 0 : (nowMs - firstEventMs) / MS_PER_DAY;
  if (days <= 27) return '1M';
  if (days <= 88) return '3M';
  if (days <= 180) return '6M';
  if (days <= 360) return '1Y';
  return '5Y';
}

/** When a bar's close was the price: its end, never later than now. */
function barTimes(bars: Bar[], interval: Interval, nowMs: number): number[] {
  return bars.map((bar, index) => {
    const startMs = Date.parse(bar.start);
    let endMs: number;
    if (interval === '1m' || interval === '5m') {
      endMs = startMs + (interval === '1m' ? 1 : 5) * 60_000;
    } else if (interval === '1d') {
      endMs = sessionFor(easternDateOf(new Date(startMs)))?.close.getTime() ?? startMs;
    } else {
      const next = bars[index + 1];
      endMs = next ? previousClose(new Date(next.start)).getTime() : nowMs;
    }
    return Math.min(endMs, nowMs);
  });
}

interface PricedInstant {
  atMs: number;
  /** Symbol → price in $0.0001 at that instant. */
  prices: Map<string, number>;
}

function equityAt(replay: Replay, prices: Map<string, number>): number {
  let equity = replay.cashCents;
  for (const [symbol, quantity] of replay.quantities) {
    if (quantity !== 0) equity += valueCents(quantity, prices.get(symbol) ?? 0);
  }
  return equity;
}

async function gridInstants(
  deps: PortfolioDeps,
  symbols: string[],
  range: ChartRange,
  nowMs: number,
): Promise<PricedInstant[]> {
  const at = new Date(nowMs);
  const barsBySymbol = await Promise.all(symbols.map((s) => deps.quotes.getBars(s, range, at)));
  const benchmark = barsBySymbol[0] ?? [];
  const times = barTimes(benchmark, RANGE_INTERVALS[range], nowMs);
  // Every security shares the exchange calendar, so bars line up by start time.
  const closes = barsBySymbol.map((bars) => new Map(bars.map((b) => [b.start, b.closeUnits])));
  const last = new Map<string, number>();
  const instants: PricedInstant[] = [];
  benchmark.forEach((bar, index) => {
    symbols.forEach((symbol, s) => {
      const close = closes[s]?.get(bar.start);
      if (close !== undefined) last.set(symbol, close);
    });
    const instant = { atMs: times[index] as number, prices: new Map(last) };
    // At the first instant of a minute the bar in progress ends where the one before did: the
    // newer price wins, so times stay strictly ascending (a chart needs that).
    if (instants.length && (instants[instants.length - 1] as PricedInstant).atMs >= instant.atMs) {
      instants[instants.length - 1] = instant;
    } else {
      instants.push(instant);
    }
  });
  return instants;
}

async function quotedInstant(deps: PortfolioDeps, symbols: string[], atMs: number) {
  const quotes = await deps.quotes.getQuotes(symbols, new Date(atMs));
  return { atMs, prices: new Map(quotes.map((q) => [q.symbol, q.priceUnits])) };
}

/** Equity and benchmark over a window; the last point is today's equity, every event counted. */
async function buildHistory(
  deps: PortfolioDeps,
  timeline: Timeline,
  range: HistoryRange,
): Promise<{ interval: Interval; points: HistoryPoint[]; benchmarkChangeBp: number }> {
  const nowMs = deps.now().getTime();
  const chartRange = range === 'ALL' ? rangeForAll(timeline.firstEventMs, nowMs) : range;
  const symbols = [BENCHMARK_SYMBOL, ...timeline.symbols.filter((s) => s !== BENCHMARK_SYMBOL)];
  const grid = await gridInstants(deps, symbols, chartRange, nowMs);
  // Clamped to now: a clock a little behind the database's must not quote the future.
  const opened = Math.min(timeline.firstEventMs ?? nowMs, nowMs);
  const instants = grid.filter((instant) => instant.atMs > opened);
  // An account younger than the window starts its line when it opened, not at zero before.
  const windowStart = grid[0]?.atMs ?? nowMs;
  if (timeline.firstEventMs !== null && opened >= windowStart) {
    instants.unshift(await quotedInstant(deps, symbols, opened));
  }
  // Opened after the window's last bar (a weekend sign-up on 1D): the line runs on to now.
  const lastMs = instants[instants.length - 1]?.atMs ?? Number.NEGATIVE_INFINITY;
  if (lastMs < nowMs && grid.every((instant) => instant.atMs <= opened)) {
    instants.push(await quotedInstant(deps, symbols, nowMs));
  }
  const replay = new Replay(timeline);
  const raw = instants.map((instant, index) => {
    const final = index === instants.length - 1;
    replay.advanceTo(final ? Number.POSITIVE_INFINITY : instant.atMs);
    return { instant, equity: equityAt(replay, instant.prices) };
  });
  const startEquity = raw[0]?.equity ?? 0;
  const benchmarkStart = raw[0]?.instant.prices.get(BENCHMARK_SYMBOL) ?? 0;
  const points = raw.map(({ instant, equity }) => ({
    at: new Date(instant.atMs).toISOString(),
    equity_cents: equity,
    benchmark_cents: scaled(startEquity, instant.prices.get(BENCHMARK_SYMBOL) ?? 0, benchmarkStart),
  }));
  const benchmarkEnd = raw[raw.length - 1]?.instant.prices.get(BENCHMARK_SYMBOL) ?? 0;
  return {
    interval: RANGE_INTERVALS[chartRange],
    points,
    benchmarkChangeBp: basisPoints(benchmarkEnd - benchmarkStart, benchmarkStart),
  };
}

/** start × price / base, rounded half up: the benchmark line starts at the same equity. */
function scaled(start: number, price: number, base: number): number {
  if (base === 0) return 0;
  const product = BigInt(start) * BigInt(price);
  return Number((product * 2n + BigInt(base)) / (2n * BigInt(base)));
}

export async function getHistory(
  deps: PortfolioDeps,
  userId: string,
  query: { range?: HistoryRange; account?: AccountType },
): Promise<HistoryResponse> {
  const range = query.range ?? '1M';
  const { account } = await resolveAccount(deps.db, userId, query.account);
  const timeline = await loadTimeline(deps, account.id);
  const { interval, points, benchmarkChangeBp } = await buildHistory(deps, timeline, range);
  const first = points[0]?.equity_cents ?? 0;
  const last = points[points.length - 1]?.equity_cents ?? 0;
  // 1D is the day: its change is GET /portfolio's day change, from the one computation
  // (day-change.ts), not the chart's last point minus its first (that counts today's deposits).
  const change =
    range === '1D'
      ? await valueWithDayChange(deps, account.id).then((v) => ({
          cents: v.dayChangeCents,
          bp: v.dayChangeBp,
        }))
      : { cents: last - first, bp: basisPoints(last - first, first) };
  return {
    account: describeAccount(account),
    range,
    interval,
    benchmark_symbol: BENCHMARK_SYMBOL,
    show_compare_spy_price_history: SHOW_COMPARE_DEFAULT,
    points,
    change_cents: change.cents,
    change_bp: change.bp,
    benchmark_change_bp: benchmarkChangeBp,
    as_of: deps.now().toISOString(),
  };
}
