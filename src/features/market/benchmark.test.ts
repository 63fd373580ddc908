// The compare-to-benchmark line's arithmetic (benchmark.ts): rebasing onto the security's first
// close, pairing bars by their start, and each line's change over the range.
import { describe, expect, it } from 'vitest';
import type { Bar } from '@/contract/market';
import { changeBasisPoints, compareWithBenchmark } from './benchmark';

const bar = (start: string, close_e4: number): Bar => ({
  start,
  open_e4: close_e4,
  high_e4: close_e4,
  low_e4: close_e4,
  close_e4,
  volume: 1,
});
const T = (minute: number) => `2026-11-20T14:${String(30 + minute).padStart(2, '0')}:00.000Z`;

describe('compareWithBenchmark', () => {
  it('rebases the benchmark onto the security’s first close, so both lines start together', () => {
    const security = [bar(T(0), 1_000_000), bar(T(1), 1_050_000), bar(T(2), 1_100_000)]; // $100 → $110
    const spy = [bar(T(0), 5_000_000), bar(T(1), 4_950_000), bar(T(2), 5_100_000)]; // $500 → $510
    const result = compareWithBenchmark(security, spy);
    expect(result?.points).toEqual([
      { start: T(0), value_e4: 1_000_000 }, // 100 × 500 / 500 = $100.00, the same start
      { start: T(1), value_e4: 990_000 }, // 100 × 495 / 500 = $99.00
      { start: T(2), value_e4: 1_020_000 }, // 100 × 510 / 500 = $102.00
    ]);
    expect(result?.security_change_bp).toBe(1_000); // (110 − 100) / 100 = +10.00 %
    expect(result?.benchmark_change_bp).toBe(200); // (510 − 500) / 500 = +2.00 %
  });

  it('skips bars only one side has and starts at the first pair', () => {
    // The benchmark request came a minute later: it lacks T(0) and has T(3), which AAPL lacks.
    const security = [bar(T(0), 1_000_000), bar(T(1), 1_200_000), bar(T(2), 900_000)];
    const spy = [bar(T(1), 4_000_000), bar(T(2), 3_000_000), bar(T(3), 8_000_000)];
    const result = compareWithBenchmark(security, spy);
    expect(result?.points).toEqual([
      { start: T(1), value_e4: 1_200_000 }, // the base: AAPL's $120 at the first pair
      { start: T(2), value_e4: 900_000 }, // 120 × 300 / 400 = $90.00
    ]);
    expect(result?.security_change_bp).toBe(-2_500); // (90 − 120) / 120 = −25.00 %
    expect(result?.benchmark_change_bp).toBe(-2_500); // (300 − 400) / 400 = −25.00 %
  });

  it('rounds the rebased price to whole $0.0001 units and the change to whole basis points', () => {
    const security = [bar(T(0), 1_234_567), bar(T(1), 1_234_567)];
    const spy = [bar(T(0), 3_000_000), bar(T(1), 3_000_001)];
    const result = compareWithBenchmark(security, spy);
    // 123.4567 × 300.0001 / 300 = 123.45674115… → $123.4567
    expect(result?.points[1]?.value_e4).toBe(1_234_567);
    expect(result?.benchmark_change_bp).toBe(0); // +0.0000333 % rounds to 0 bp
    expect(changeBasisPoints(3, 4)).toBe(3_333); // +33.33 %
  });

  it('is null when no bar pairs up', () => {
    expect(compareWithBenchmark([bar(T(0), 1)], [bar(T(1), 1)])).toBeNull();
    expect(compareWithBenchmark([], [])).toBeNull();
  });
});
