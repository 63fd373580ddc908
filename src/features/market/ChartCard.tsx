// The chart card: range buttons, the chart and its table alternative (issue 4/10). The range is a
// group of toggle buttons (aria-pressed), reachable with Tab. The table is in the page for screen
// readers at all times (visually hidden) and shown on screen with "Show table".
import { useState } from 'react';
import { CHART_RANGES, type BarsResponse, type ChartRange } from '@/contract/market';
import { useQuery } from '@/platform/api';
import { Button } from '@/ui/Button';
import { Card, Heading } from '@/ui/Card';
import { formatCompactNumber, formatPriceUnits } from '@/ui/format';
import { styled } from '@/ui/theme/stitches';
import { loadBars } from './api';
import { formatBarStart } from './market-time';
import { isIntraday, PriceChart } from './PriceChart';
import { QueryView } from '@/ui/QueryView';

export function ChartCard({ symbol }: { symbol: string }) {
  const [range, setRange] = useState<ChartRange>('1D');
  const [showTable, setShowTable] = useState(false);
  const { state, reload } = useQuery(() => loadBars(symbol, range), [symbol, range]);
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
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading the chart"
        isEmpty={(data) => data.bars.length === 0}
        empty={<p>No trading in this range yet.</p>}
      >
        {(data) => (
          <>
            <PriceChart data={data} />
            <ChartTable data={data} shown={showTable} />
          </>
        )}
      </QueryView>
    </Card>
  );
}

function ChartTable({ data, shown }: { data: BarsResponse; shown: boolean }) {
  const intraday = isIntraday(data.interval);
  // Newest first: the row a reader wants first is the latest price.
  const rows = [...data.bars].reverse();
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
const Ranges = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  margin: '0 0 $3',
  // Eight ranges in one row on a phone: equal columns instead of wrapping to a second line.
  '@mobile': {
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
