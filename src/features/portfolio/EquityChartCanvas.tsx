// The equity line and the SPY comparison line (lightweight-charts). This module is
// the only one that imports the library, and EquityChart loads it lazily, so the chart code is a
// chunk of its own that only /app/portfolio/history fetches (the JavaScript budget of `/`).
// Colours are the theme's tokens, read from the CSS variables stitches sets, so the canvas follows
// every theme (CONTRIBUTING "Semantic theme tokens only").
import { useSignals } from '@preact/signals-react/runtime';
import {
  ColorType,
  createChart,
  LineSeries,
  LineStyle,
  type Time,
  TickMarkType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { HistoryPoint } from '@/contract/portfolio';
import { formatCents, formatMarketTime, MARKET_TIME_ZONE } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { savedCustomColours, themeChoice } from '@/ui/theme/theme-state';
import { dateTimeFormat } from '@/ui/intl';

export interface EquityChartProps {
  points: HistoryPoint[];
  compare: boolean;
  intraday: boolean;
}

const token = (element: HTMLElement, name: string) =>
  getComputedStyle(element).getPropertyValue(`--colors-${name}`).trim();

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000) as UTCTimestamp;
const asDate = (time: Time) => new Date((time as number) * 1000);

// The axis and the crosshair read on the market's clock (New York): an intraday point is a
// minute of the session, a daily one its trading day (DESIGN.md "time"); the crosshair says "ET".
const inNewYork = (options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat({ timeZone: MARKET_TIME_ZONE, ...options });
const hourMinute = inNewYork({ hour: 'numeric', minute: '2-digit' });
const monthDay = inNewYork({ month: 'short', day: 'numeric' });
const monthYear = inNewYork({ month: 'short', year: 'numeric' });
const full = { format: (date: Date) => formatMarketTime(date, 'fullDateTime') };
const dayOnly = inNewYork({ dateStyle: 'medium' });

/** One value per second, the later one winning: the chart needs strictly ascending times. */
function series(points: HistoryPoint[], pick: (point: HistoryPoint) => number) {
  const out: Array<{ time: UTCTimestamp; value: number }> = [];
  for (const point of points) {
    // Dollars for the canvas only; labels go back through formatCents (integer cents).
    const entry = { time: seconds(point.at), value: pick(point) / 100 };
    if (out.length && (out[out.length - 1] as { time: number }).time >= entry.time) out.pop();
    out.push(entry);
  }
  return out;
}

export default function EquityChartCanvas({ points, compare, intraday }: EquityChartProps) {
  useSignals();
  const theme = themeChoice.value;
  const custom = savedCustomColours.value;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const color = (name: string) => token(element, name);
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: color('component') },
        textColor: color('textMuted'),
        fontFamily: 'inherit',
        // The logo is a link inside an aria-hidden box (a focus trap for screen readers); the
        // library's attribution is a text link below the chart instead (EquityChart.tsx).
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: color('border') } },
      rightPriceScale: { borderColor: color('border') },
      timeScale: {
        borderColor: color('border'),
        timeVisible: intraday,
        tickMarkFormatter: (time: Time, type: TickMarkType) => {
          const date = asDate(time);
          if (type === TickMarkType.Year || type === TickMarkType.Month) {
            return monthYear.format(date);
          }
          return type === TickMarkType.DayOfMonth ? monthDay.format(date) : hourMinute.format(date);
        },
      },
      localization: {
        priceFormatter: (dollars: number) => formatCents(Math.round(dollars * 100)),
        timeFormatter: (time: Time) => (intraday ? full : dayOnly).format(asDate(time)),
      },
      crosshair: { vertLine: { labelBackgroundColor: color('border') } },
    });
    const equity = chart.addSeries(LineSeries, {
      color: color('primaryCtaButton'),
      lineWidth: 2,
    });
    equity.setData(series(points, (point) => point.equity_cents));
    if (compare) {
      const benchmark = chart.addSeries(LineSeries, {
        color: color('neutral'),
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        // The legend above names the lines; one price label on the scale keeps phones readable.
        lastValueVisible: false,
        priceLineVisible: false,
      });
      benchmark.setData(series(points, (point) => point.benchmark_cents));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, compare, intraday, theme, custom]);
  return <Box ref={box} aria-hidden="true" data-testid="equity-chart" />;
}

const Box = styled('div', { width: '100%', height: '280px', '@mobile': { height: '220px' } });
