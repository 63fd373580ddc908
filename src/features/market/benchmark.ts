// The security chart's compare-to-benchmark line (spec §3 show_compare_spy_price_history):
// the benchmark's path over the same bars, rebased so that both lines start at the
// first point the chart draws (the security's first close of the range), and each one's change
// over the range. Pure, so its arithmetic is tested on its own (benchmark.test.ts).
import type { Bar } from '@/contract/market';

/** The ETF every comparison in the app uses (server/market/universe.ts BENCHMARK_SYMBOL). */
export const BENCHMARK_SYMBOL = 'SPY';
export const BENCHMARK_NAME = 'S&P 500';
export const BENCHMARK_LABEL = `${BENCHMARK_NAME} (${BENCHMARK_SYMBOL})`;

interface BenchmarkPoint {
  /** The bar's first instant, as in the security's bars. */
  start: string;
  /** The benchmark's close, rebased to the security's price, in $0.0001 units (display only). */
  value_e4: number;
}

export interface BenchmarkComparison {
  points: BenchmarkPoint[];
  /** The security's change from the base bar's close to its last close, in basis points. */
  security_change_bp: number;
  /** The benchmark's change over the same bars, in basis points. */
  benchmark_change_bp: number;
}

/** (to − from) / from in whole basis points: 100.00 → 102.31 is 231. */
export function changeBasisPoints(from: number, to: number): number {
  return Math.round(((to - from) * 10_000) / from);
}

/**
 * Pairs the bars by their start (both series come from one market calendar, but the two requests
 * may straddle a minute, so a bar only one side has is skipped) and rebases the benchmark's closes
 * onto the security's close at the first pair. Null when no bar pairs up.
 */
export function compareWithBenchmark(
  security: readonly Bar[],
  benchmark: readonly Bar[],
): BenchmarkComparison | null {
  const benchmarkClose = new Map(benchmark.map((bar) => [bar.start, bar.close_e4]));
  const base = security.find((bar) => (benchmarkClose.get(bar.start) ?? 0) > 0);
  if (!base) return null;
  const baseBenchmark = benchmarkClose.get(base.start) as number;
  const points: BenchmarkPoint[] = [];
  for (const bar of security.slice(security.indexOf(base))) {
    const close = benchmarkClose.get(bar.start);
    if (close === undefined) continue;
    points.push({
      start: bar.start,
      value_e4: Math.round((base.close_e4 * close) / baseBenchmark),
    });
  }
  const lastSecurity = security[security.length - 1] as Bar;
  const lastBenchmark = points[points.length - 1] as BenchmarkPoint;
  return {
    points,
    security_change_bp: changeBasisPoints(base.close_e4, lastSecurity.close_e4),
    // The rebased line moves in the benchmark's proportion: its change is the benchmark's.
    benchmark_change_bp: changeBasisPoints(
      baseBenchmark,
      benchmarkClose.get(lastBenchmark.start) as number,
    ),
  };
}
