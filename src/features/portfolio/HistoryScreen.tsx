// /app/portfolio/history (spec §2): the equity history with the benchmark ETF as a
// comparison line — the range buttons, the chart with its table alternative — and the
// transaction history below.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { HistoryResponse } from '@/contract/portfolio';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatChangeBasisPoints } from '@/ui/format';
import { Money } from '@/ui/Money';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { historyQuery } from './api';
import { EquityChart } from './EquityChart';
import { Gain } from './Gain';
import { HistoryTable } from './HistoryTable';
import { PortfolioNav } from './PortfolioNav';
import { QueryView } from '@/ui/QueryView';
import { RangePicker } from './RangePicker';
import { selectedAccount, selectedRange, showRange } from './state';
import { TransactionsList } from './TransactionsList';

export default function HistoryScreen() {
  return (
    <Page title="Portfolio history" wide testId="portfolio-history-screen">
      <Heading>Portfolio history</Heading>
      <PortfolioNav />
      <EquityHistory />
      <TransactionsList />
    </Page>
  );
}

function EquityHistory() {
  useSignals();
  const range = selectedRange.value;
  const account = selectedAccount.value;
  const { state, reload } = useApiQuery(historyQuery(range, account));
  return (
    <Card aria-labelledby="equity-history-heading">
      <Heading as="h2" level={2} id="equity-history-heading">
        Value over time
      </Heading>
      <RangePicker value={range} onChange={showRange} />
      <QueryView staleNotice state={state} reload={reload} loadingLabel="Loading your history">
        {(data) => <Chart data={data} />}
      </QueryView>
    </Card>
  );
}

function Chart({ data }: { data: HistoryResponse }) {
  // The setting of spec §3 decides where the switch starts; the reader can flip it here.
  const [compare, setCompare] = useState(data.show_compare_spy_price_history);
  const intraday = data.interval === '1m' || data.interval === '5m';
  const first = data.points[0];
  const last = data.points[data.points.length - 1];
  return (
    <>
      <Change data-testid="history-change">
        <Gain cents={data.change_cents} bp={data.change_bp} size={16} />
        {/* 1D's change is the day's change of the portfolio's head, one computation for both. */}
        {data.range === '1D' ? (
          <Muted as="span" css={{ margin: 0 }}>
            today
          </Muted>
        ) : null}
        {compare ? (
          <Muted as="span" css={{ margin: 0 }}>
            {data.benchmark_symbol} {formatChangeBasisPoints(data.benchmark_change_bp)}
          </Muted>
        ) : null}
      </Change>
      <Compare>
        <input
          type="checkbox"
          checked={compare}
          onChange={(event) => setCompare(event.target.checked)}
        />
        Compare with {data.benchmark_symbol} (S&amp;P 500)
      </Compare>
      {data.points.length < 2 ? (
        <Muted>
          Your history starts now. Come back after the next market close to see it move.
        </Muted>
      ) : (
        <>
          <Legend aria-hidden="true">
            <span>
              <Swatch line="solid" /> Portfolio
            </span>
            {compare ? (
              <span>
                <Swatch line="dashed" /> {data.benchmark_symbol}, same start
              </span>
            ) : null}
          </Legend>
          <EquityChart points={data.points} compare={compare} intraday={intraday} />
        </>
      )}
      {first && last ? (
        <p className="visually-hidden">
          Portfolio value went from <Money cents={first.equity_cents} /> to{' '}
          <Money cents={last.equity_cents} /> over the range.
        </p>
      ) : null}
      <HistoryTable
        points={data.points}
        intraday={intraday}
        compare={compare}
        benchmark={data.benchmark_symbol}
      />
    </>
  );
}

const Change = styled('p', {
  display: 'flex',
  gap: '$3',
  alignItems: 'center',
  flexWrap: 'wrap',
  margin: '0 0 $2',
});
const Compare = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  margin: '0 0 $2',
  '& input': { width: '20px', height: '20px', accentColor: 'currentColor' },
});
const Legend = styled('p', {
  display: 'flex',
  gap: '$4',
  margin: '0 0 $2',
  fontSize: '$sm',
  color: '$textMuted',
  '& span': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
});
const Swatch = styled('span', {
  display: 'inline-block',
  width: '20px',
  height: 0,
  variants: {
    line: {
      solid: { borderTop: '2px solid $primaryCtaButton' },
      dashed: { borderTop: '2px dashed $neutral' },
    },
  },
});
