// The security page's chart (lightweight-charts, with a table alternative for screen readers).
// lightweight-charts is imported on demand, so it is a chunk of its own that only this chart loads
// (the JS budget of `/`, docs/decisions/0001). The canvas is an image with a summary for screen
// readers; the data itself is in ChartTable.
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { Bar, BarsResponse } from '@/contract/market';
import { formatChangeBasisPoints, formatPrice, formatPriceUnits } from '@/ui/format';
import { Notice } from '@/ui/Notice';
import { styled } from '@/ui/theme/stitches';
import { BENCHMARK_LABEL, type BenchmarkComparison } from './benchmark';
import { chartColours } from './chart-theme';
import { formatBarStart } from './market-time';
import { dateTimeFormat } from '@/ui/intl';

type Charts = typeof LightweightCharts;
type Chart = ReturnType<Charts['createChart']>;
/** The drawn chart, for the effect that adds and removes the benchmark line on it. */
interface Drawn {
  chart: Chart;
  lib: Charts;
  benchmarkColour: () => string;
  setBenchmarkColour: ((colour: string) => void) | null;
}

const NEW_YORK = 'America/New_York';
const tick = (options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat({ timeZone: NEW_YORK, ...options });
const TICKS = {
  year: tick({ year: 'numeric' }),
  month: tick({ month: 'short' }),
  day: tick({ month: 'short', day: 'numeric' }),
  time: tick({ hour: 'numeric', minute: '2-digit' }),
};

export const isIntraday = (interval: BarsResponse['interval']) =>
  interval === '1m' || interval === '5m';

/**
 * "AAPL, 1D: from $164.97 to $166.86; high $167.20, low $164.10." and, with the benchmark line,
 * " Dashed line: S&P 500 (SPY) from the same start, +0.42 % against AAPL's +1.15 %."
 */
function chartSummary(data: BarsResponse, benchmark?: BenchmarkComparison | null): string {
  const first = data.bars[0] as Bar;
  const last = data.bars[data.bars.length - 1] as Bar;
  const high = Math.max(...data.bars.map((bar) => bar.high_e4));
  const low = Math.min(...data.bars.map((bar) => bar.low_e4));
  const compared = benchmark
    ? ` Dashed line: ${BENCHMARK_LABEL} from the same start, ` +
      `${formatChangeBasisPoints(benchmark.benchmark_change_bp)} against ${data.symbol}'s ` +
      `${formatChangeBasisPoints(benchmark.security_change_bp)}.`
    : '';
  return (
    `${data.symbol} price chart, ${data.range}: from ${formatPriceUnits(first.open_e4)} to ` +
    `${formatPriceUnits(last.close_e4)}; high ${formatPriceUnits(high)}, low ${formatPriceUnits(low)}.` +
    compared
  );
}

const seconds = (iso: string) => (Date.parse(iso) / 1000) as never;

export function PriceChart({
  data,
  benchmark = null,
}: {
  data: BarsResponse;
  /** The compare-to-benchmark line (benchmark.ts), drawn dashed on the same scale; null: none. */
  benchmark?: BenchmarkComparison | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const drawn = useRef<Drawn | null>(null);
  // Bumped when a chart is drawn: the benchmark effect then adds its line to that chart.
  const [drawing, setDrawing] = useState(0);

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    const intraday = isIntraday(data.interval);
    import('lightweight-charts').then(
      (lib) => {
        const { createChart, AreaSeries, TickMarkType } = lib;
        const element = box.current;
        if (disposed || !element || data.bars.length === 0) return;
        const first = data.bars[0] as Bar;
        const last = data.bars[data.bars.length - 1] as Bar;
        const rising = last.close_e4 >= first.open_e4;
        const chart = createChart(element, {
          autoSize: true,
          handleScroll: false,
          handleScale: false,
          localization: {
            locale: 'en-US',
            priceFormatter: (price: number) => formatPrice(price),
            timeFormatter: (time: unknown) =>
              formatBarStart(new Date(Number(time) * 1000).toISOString(), intraday),
          },
          timeScale: {
            timeVisible: intraday,
            borderVisible: false,
            tickMarkFormatter: (time: unknown, type: number) => {
              const date = new Date(Number(time) * 1000);
              if (type === TickMarkType.Year) return TICKS.year.format(date);
              if (type === TickMarkType.Month) return TICKS.month.format(date);
              if (type === TickMarkType.DayOfMonth) return TICKS.day.format(date);
              // "10:00", not "10:00 AM": a session's hours are unambiguous and labels stay apart.
              return TICKS.time.format(date).replace(/\s?[AP]M$/, '');
            },
          },
          rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.12, bottom: 0.08 } },
          crosshair: { horzLine: { labelVisible: true }, vertLine: { labelVisible: true } },
        });
        const series = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
        // Display only: integer $0.0001 units become dollars for the canvas, never for storage.
        series.setData(
          data.bars.map((bar) => ({
            time: seconds(bar.start),
            value: bar.close_e4 / 10_000,
          })),
        );
        chart.timeScale().fitContent();
        const paint = () => {
          const colours = chartColours(element, rising);
          chart.applyOptions({
            layout: {
              background: { color: 'transparent' },
              textColor: colours.muted,
              // The logo is a link inside the role="img" canvas (axe nested-interactive): the
              // attribution TradingView asks for is a text link under the chart instead.
              attributionLogo: false,
              fontFamily: getComputedStyle(element).fontFamily,
            },
            grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
          });
          series.applyOptions({
            lineColor: colours.line,
            topColor: colours.fillTop,
            bottomColor: colours.fillBottom,
          });
          current.setBenchmarkColour?.(colours.benchmark);
        };
        const current: Drawn = {
          chart,
          lib,
          benchmarkColour: () => chartColours(element, rising).benchmark,
          setBenchmarkColour: null,
        };
        drawn.current = current;
        paint();
        // A theme change swaps classes (or custom variables) on <html>: repaint with the new tokens.
        const observer = new MutationObserver(paint);
        observer.observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['class', 'style'],
        });
        setDrawing((count) => count + 1);
        cleanup = () => {
          observer.disconnect();
          drawn.current = null;
          chart.remove();
        };
      },
      () => !disposed && setFailed(true),
    );
    return () => {
      disposed = true;
      cleanup();
    };
  }, [data]);

  // The benchmark line comes and goes without redrawing the chart: its bars arrive after the
  // security's, and the compare toggle flips it.
  useEffect(() => {
    const current = drawn.current;
    if (!current || !benchmark || benchmark.points.length === 0) return;
    const { chart, lib } = current;
    const line = chart.addSeries(lib.LineSeries, {
      color: current.benchmarkColour(),
      lineWidth: 2,
      lineStyle: lib.LineStyle.Dashed,
      // The legend names the line; one price label on the scale keeps phones readable.
      lastValueVisible: false,
      priceLineVisible: false,
    });
    line.setData(
      benchmark.points.map((point) => ({
        time: seconds(point.start),
        value: point.value_e4 / 10_000, // display only, as above
      })),
    );
    current.setBenchmarkColour = (color) => line.applyOptions({ color });
    return () => {
      current.setBenchmarkColour = null;
      // The chart's own cleanup may have removed it (and the line with it) first.
      if (drawn.current !== current) return;
      chart.removeSeries(line);
      // Without it the scale keeps the benchmark's extremes until the next interaction.
      chart.priceScale('right').applyOptions({ autoScale: true });
    };
  }, [drawing, benchmark]);

  if (failed) {
    return (
      <Notice tone="info">
        The chart could not be drawn here; the table below has the same data.
      </Notice>
    );
  }
  return (
    <>
      <Canvas
        ref={box}
        role="img"
        aria-label={chartSummary(data, benchmark)}
        data-testid="price-chart"
      />
      <Credit>
        Chart by{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noreferrer">
          TradingView Lightweight Charts
        </a>
      </Credit>
    </>
  );
}

const Credit = styled('p', {
  color: '$textMuted',
  fontSize: '$xs',
  margin: '$1 0 0',
  textAlign: 'right',
});
const Canvas = styled('div', {
  width: '100%',
  height: '280px',
  '@mobile': { height: '220px' },
});
