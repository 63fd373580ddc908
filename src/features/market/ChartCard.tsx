// The chart card: range buttons, the chart and its table alternative. The range is a
// group of toggle buttons (aria-pressed), reachable with Tab. The table is in the page for screen
// readers at all times (visually hidden) and shown on screen with "Show table". The
// compare-to-benchmark line (spec §3 show_compare_spy_price_history) starts
// from the member's preference and "Compare with S&P 500" flips it for the page.
import { useMemo, useState } from 'react';
import { CHART_RANGES, type Bar, type BarsResponse, type ChartRange } from '@/contract/market';
import { useApiQuery } from '@/platform/queries';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import {
  formatChangeBasisPoints,
  formatCompactNumber,
  formatPriceUnits,
  NOT_A_NUMBER,
} from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { barsQuery } from './api';
import {
  BENCHMARK_LABEL,
  BENCHMARK_NAME,
  BENCHMARK_SYMBOL,
  type BenchmarkComparison,
  compareWithBenchmark,
} from './benchmark';
import { formatBarStart } from './market-time';
import { isIntraday, PriceChart } from './PriceChart';
import { QueryView } from '@/ui/QueryView';
import { type BenchmarkBars, useBenchmarkBars, useCompareChoice } from './use-benchmark';

export function ChartCard({ symbol }: { symbol: string }) {
  const [range, setRange] = useState<ChartRange>('1D');
  const [showTable, setShowTable] = useState(false);
  const { state, reload } = useApiQuery(barsQuery(symbol, range));
  // No line against itself on the benchmark's own page.
  const compare = useCompareChoice(symbol !== BENCHMARK_SYMBOL);
  const benchmark = useBenchmarkBars(compare.on, range);
  return (
    <Card aria-labelledby="chart-heading">
      <Top>
        <Heading as="h2" level={2} id="chart-heading">
          Chart
        </Heading>
        <Button
          variant="link"
          aria-expanded={showTable}
          aria-controls="chart-table"
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </Button>
      </Top>
      <Controls>
        <Ranges role="group" aria-label="Chart range">
          {CHART_RANGES.map((option) => (
            <RangeButton
              key={option}
              type="button"
              aria-pressed={option === range}
              onClick={() => setRange(option)}
            >
              {option}
            </RangeButton>
          ))}
        </Ranges>
        {compare.known ? (
          <CompareButton type="button" aria-pressed={compare.on} onClick={compare.toggle}>
            <Swatch line="dashed" aria-hidden="true" />
            Compare with {BENCHMARK_NAME}
          </CompareButton>
        ) : null}
      </Controls>
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the chart"
        isEmpty={(data) => data.bars.length === 0}
        empty={<p>No trading in this range yet.</p>}
      >
        {(data) => <ChartBody data={data} benchmark={benchmark} showTable={showTable} />}
      </QueryView>
    </Card>
  );
}

function ChartBody({
  data,
  benchmark,
  showTable,
}: {
  data: BarsResponse;
  benchmark: BenchmarkBars;
  showTable: boolean;
}) {
  const benchmarkData = benchmark.status === 'ready' ? benchmark.data : null;
  const comparison = useMemo(
    () =>
      // The bars of the range on screen only: the security's answer may be a range behind.
      benchmarkData && benchmarkData.range === data.range
        ? compareWithBenchmark(data.bars, benchmarkData.bars)
        : null,
    [data, benchmarkData],
  );
  const first = data.bars[0] as Bar;
  const last = data.bars[data.bars.length - 1] as Bar;
  return (
    <>
      {comparison ? (
        <Legend data-testid="chart-legend">
          <LegendItem>
            <Swatch line={last.close_e4 >= first.open_e4 ? 'positive' : 'negative'} />
            {data.symbol} <strong>{formatChangeBasisPoints(comparison.security_change_bp)}</strong>
          </LegendItem>
          <LegendItem>
            <Swatch line="dashed" />
            {BENCHMARK_LABEL}{' '}
            <strong>{formatChangeBasisPoints(comparison.benchmark_change_bp)}</strong>
          </LegendItem>
        </Legend>
      ) : null}
      {benchmark.status === 'failed' ||
      (benchmarkData && benchmarkData.range === data.range && !comparison) ? (
        <Note role="status">
          The {BENCHMARK_NAME} line could not be loaded.{' '}
          {benchmark.status === 'failed' ? (
            <Button variant="link" onClick={benchmark.retry}>
              Try again
            </Button>
          ) : null}
        </Note>
      ) : null}
      <PriceChart data={data} benchmark={comparison} />
      <ChartTable data={data} benchmark={comparison} shown={showTable} />
    </>
  );
}

/** A bar the benchmark's answer lacks (the two requests straddled a minute) has no value. */
const benchmarkCell = (units: number | undefined) =>
  units === undefined ? NOT_A_NUMBER : formatPriceUnits(units);

function ChartTable({
  data,
  benchmark,
  shown,
}: {
  data: BarsResponse;
  benchmark: BenchmarkComparison | null;
  shown: boolean;
}) {
  const intraday = isIntraday(data.interval);
  // Newest first: the row a reader wants first is the latest price.
  const rows = [...data.bars].reverse();
  const rebased = new Map(benchmark?.points.map((point) => [point.start, point.value_e4]));
  return (
    <TableBox
      id="chart-table"
      data-testid="chart-table"
      // Shown, it scrolls: keyboard users reach it with Tab (axe scrollable-region-focusable).
      {...(shown
        ? { shown: true, tabIndex: 0, role: 'region', 'aria-label': 'Chart data' }
        : { className: 'visually-hidden' })}
    >
      <Table>
        <caption>
          {data.symbol} prices, {data.range} ({rows.length}{' '}
          {intraday ? 'intervals, New York time' : 'periods'}, newest first)
        </caption>
        <thead>
          <tr>
            <th scope="col">{intraday ? 'Time' : 'Date'}</th>
            <th scope="col">Open</th>
            <th scope="col">High</th>
            <th scope="col">Low</th>
            <th scope="col">Close</th>
            <th scope="col">Volume</th>
            {benchmark ? <th scope="col">{BENCHMARK_LABEL}, same start</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((bar) => (
            <tr key={bar.start}>
              <th scope="row">{formatBarStart(bar.start, intraday)}</th>
              <td>{formatPriceUnits(bar.open_e4)}</td>
              <td>{formatPriceUnits(bar.high_e4)}</td>
              <td>{formatPriceUnits(bar.low_e4)}</td>
              <td>{formatPriceUnits(bar.close_e4)}</td>
              <td>{formatCompactNumber(bar.volume)}</td>
              {benchmark ? <td>{benchmarkCell(rebased.get(bar.start))}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

const Top = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
});
const Controls = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  margin: '0 0 $3',
});
const Ranges = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  // Eight ranges in one row on a phone: equal columns instead of wrapping to a second line.
  '@mobile': {
    width: '100%',
    display: 'grid',
    gridTemplateColumns: `repeat(${CHART_RANGES.length}, 1fr)`,
    gap: 0,
  },
});
const RangeButton = styled('button', {
  appearance: 'none',
  border: '1px solid transparent',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontFamily: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  padding: '$1 $3',
  minHeight: '36px',
  minWidth: '44px',
  cursor: 'pointer',
  '&[aria-pressed=true]': {
    color: '$text',
    borderColor: '$border',
    backgroundColor: '$appBackground',
  },
  '@mobile': { padding: '$1 0', minWidth: 0 },
});
const CompareButton = styled(RangeButton, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  borderColor: '$border',
  '&[aria-pressed=false] > span': { opacity: 0.5 },
  '@mobile': { padding: '$1 $3', minHeight: '44px' },
});
const Legend = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $4',
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $2',
  fontSize: '$sm',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
  '& strong': { color: '$text', fontWeight: 600 },
});
const LegendItem = styled('li', { display: 'inline-flex', alignItems: 'center', gap: '$2' });
// The line's sample: the benchmark is told apart by its dash, not by colour alone.
const Swatch = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  width: '20px',
  height: 0,
  variants: {
    line: {
      positive: { borderTop: '2px solid $positive' },
      negative: { borderTop: '2px solid $negative' },
      dashed: { borderTop: '2px dashed $neutral' },
    },
  },
});
const Note = styled('p', { color: '$textMuted', fontSize: '$sm', margin: '0 0 $2' });
const TableBox = styled('div', {
  marginTop: '$3',
  variants: { shown: { true: { maxHeight: '360px', overflow: 'auto' } } },
});
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', color: '$textMuted', padding: '0 0 $2' },
  '& th, & td': {
    padding: '$1 $2',
    textAlign: 'right',
    borderBottom: '1px solid $border',
    whiteSpace: 'nowrap',
  },
  '& th[scope=row], & thead th:first-child': { textAlign: 'left', fontWeight: 400 },
  '& thead th': { position: 'sticky', top: 0, backgroundColor: '$component', color: '$textMuted' },
});
