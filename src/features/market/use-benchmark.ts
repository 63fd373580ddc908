// Where the chart's compare-to-benchmark line comes from: the member's preference (spec §3
// show_compare_spy_price_history) says whether it starts on; the card's toggle flips it for the
// page; the benchmark's bars are fetched only while it is on, and kept per range by the query cache
// (the benchmark's own page reads the same answers).
import { useState } from 'react';
import type { BarsResponse, ChartRange } from '@/contract/market';
import { useApiQuery } from '@/platform/queries';
import { barsQuery, chartPreferencesQuery } from './api';
import { BENCHMARK_SYMBOL } from './benchmark';

export interface CompareChoice {
  /** Draw the line. */
  on: boolean;
  /** The preference has answered (or the reader chose): the toggle can show its state. */
  known: boolean;
  toggle: () => void;
}

/** Off for good when `available` is false (the benchmark's own page): nothing is fetched. */
export function useCompareChoice(available: boolean): CompareChoice {
  const { state } = useApiQuery(chartPreferencesQuery, { enabled: available });
  const [choice, setChoice] = useState<boolean | null>(null);
  // Unanswered (offline, never cached), the line stays off; the toggle still turns it on.
  const preference =
    state.status === 'success'
      ? state.data.preferences.show_compare_spy_price_history
      : state.status === 'error'
        ? false
        : null;
  const on = available && (choice ?? preference ?? false);
  return {
    on,
    known: available && (choice !== null || preference !== null),
    toggle: () => setChoice(!on),
  };
}

export type BenchmarkBars =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; data: BarsResponse };

/** The benchmark's bars for `range` while `on`. */
export function useBenchmarkBars(on: boolean, range: ChartRange): BenchmarkBars {
  const { state, reload } = useApiQuery(barsQuery(BENCHMARK_SYMBOL, range), { enabled: on });
  if (!on) return { status: 'off' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'failed', retry: reload };
  return { status: 'ready', data: state.data };
}
