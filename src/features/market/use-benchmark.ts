// Where the chart's compare-to-benchmark line comes from: the member's preference (spec §3
// show_compare_spy_price_history) says whether it starts on; the card's toggle flips it for the
// page; the benchmark's bars are fetched only while it is on, once per range.
import { useEffect, useRef, useState } from 'react';
import type { BarsResponse, ChartRange } from '@/contract/market';
import { loadBars, loadChartPreferences } from './api';
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
  const [preference, setPreference] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  useEffect(() => {
    if (!available) return;
    let live = true;
    // Unanswered (offline, never cached), the line stays off; the toggle still turns it on.
    loadChartPreferences().then(
      ({ preferences }) => live && setPreference(preferences.show_compare_spy_price_history),
      () => live && setPreference(false),
    );
    return () => {
      live = false;
    };
  }, [available]);
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

/** The benchmark's bars for `range` while `on`; each range is fetched once per page. */
export function useBenchmarkBars(on: boolean, range: ChartRange): BenchmarkBars {
  const [answers, setAnswers] = useState<Partial<Record<ChartRange, BarsResponse | 'failed'>>>({});
  const pending = useRef(new Set<ChartRange>());
  useEffect(() => {
    if (!on || answers[range] || pending.current.has(range)) return;
    pending.current.add(range);
    loadBars(BENCHMARK_SYMBOL, range)
      .then(
        (data) => setAnswers((known) => ({ ...known, [range]: data })),
        () => setAnswers((known) => ({ ...known, [range]: 'failed' })),
      )
      .finally(() => pending.current.delete(range));
  }, [on, range, answers]);
  if (!on) return { status: 'off' };
  const answer = answers[range];
  if (answer === undefined) return { status: 'loading' };
  if (answer === 'failed') {
    const retry = () =>
      setAnswers((known) => {
        const { [range]: _failed, ...rest } = known;
        return rest;
      });
    return { status: 'failed', retry };
  }
  return { status: 'ready', data: answer };
}
