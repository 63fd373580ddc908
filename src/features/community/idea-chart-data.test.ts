import { describe, expect, it } from 'vitest';
import type { Bar } from '@/contract/market';
import { movesSince, rangeSince } from './idea-chart-data';

const bar = (start: string, close: number): Bar => ({
  start,
  open_e4: close,
  high_e4: close,
  low_e4: close,
  close_e4: close,
  volume: 1,
});

describe('the idea chart', () => {
  it('picks the shortest range that reaches back to the posting', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    expect([0.5, 3, 20, 60, 120, 300, 900].map((days) => rangeSince(ago(days), now))).toEqual([
      '1D',
      '1W',
      '1M',
      '3M',
      '6M',
      '1Y',
      '5Y',
    ]);
  });

  it('measures from the close of the bar the posting falls in', () => {
    const bars = [
      bar('2026-11-20T00:00:00Z', 90_0000),
      bar('2026-11-21T00:00:00Z', 100_0000),
      bar('2026-11-22T00:00:00Z', 110_0000),
      bar('2026-11-23T00:00:00Z', 95_0000),
    ];
    expect(movesSince(bars, '2026-11-21T15:00:00Z').map((point) => point.bp)).toEqual([
      0, 1000, -500,
    ]);
    // Posted before the first bar: from the first; after the last: the last alone.
    expect(movesSince(bars, '2026-01-01T00:00:00Z')).toHaveLength(4);
    expect(movesSince(bars, '2026-12-01T00:00:00Z').map((point) => point.bp)).toEqual([0]);
    expect(movesSince([], '2026-11-21T00:00:00Z')).toEqual([]);
  });
});
