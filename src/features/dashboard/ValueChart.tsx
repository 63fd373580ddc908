// The shown account's value over time, from the same history as /app/portfolio/history
// (GET /portfolio/history; ranges 1D … ALL), with the change over the range. With paper and live
// both open, a switch picks which one the chart and the positions below show. The line is a small
// SVG (ui/LineChart) over the level its change is measured from, not the history screen's
// interactive chart: home is the screen members open most, and that chart's library was most of
// its main-thread time on a phone; the link beside the title opens the full chart.
import { useState } from 'react';
import { Link } from 'wouter';
import type { HistoryPoint, HistoryRange } from '@/contract/portfolio';
import type { AccountType } from '@/contract/users';
import { Gain, historyQuery, RangePicker } from '@/features/portfolio';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Muted } from '@/ui/Card';
import { Toggle } from '@/ui/forms/Toggle';
import { LineChart } from '@/ui/LineChart';
import { Money } from '@/ui/Money';
import { styled } from '@/ui/theme/stitches';
import { Section, SectionBody } from './Section';

const CHART_HEIGHT = 180;

const toPoint = (point: HistoryPoint) => [Date.parse(point.at), point.equity_cents] as const;

const SWITCH_ITEMS = [
  { text: 'Paper', value: 'simulated' },
  { text: 'Live', value: 'live' },
] as const;

export function ValueChart({
  type,
  both,
  onSwitch,
}: {
  /** Undefined: the account the server picks (the member's choice), until the accounts are known. */
  type: AccountType | undefined;
  /** Paper and live are both open. */
  both: boolean;
  onSwitch: (type: AccountType) => void;
}) {
  // A day first, as the home screens of brokerage apps open: what moved since the last close.
  const [range, setRange] = useState<HistoryRange>('1D');
  const { state, reload } = useApiQuery(historyQuery(range, type));
  return (
    <Section
      id="home-chart"
      testId="home-chart"
      title="Value over time"
      more={{ href: appPaths.portfolioHistory, what: 'of your portfolio history' }}
    >
      {both && type ? (
        <Toggle
          name="home-account"
          label="Account"
          value={type}
          items={SWITCH_ITEMS}
          onChange={(_name, value) => onSwitch(value)}
        />
      ) : null}
      <RangePicker value={range} onChange={setRange} />
      <SectionBody
        state={state}
        reload={reload}
        label="Loading your value over time"
        lines={4}
        reserve={CHART_HEIGHT + 40}
      >
        {(data) => {
          const first = data.points[0];
          const last = data.points[data.points.length - 1];
          return (
            <>
              <Change data-testid="home-range-change">
                <Gain cents={data.change_cents} bp={data.change_bp} />
                <Muted as="span" css={{ margin: 0, fontSize: '$sm' }}>
                  {range === '1D' ? 'today' : `over ${range}`}
                </Muted>
              </Change>
              {data.points.length < 2 ? (
                <Muted>
                  Your history starts now. Come back after the next market close to see it move, or{' '}
                  <Link href={appPaths.search}>find something to buy</Link>.
                </Muted>
              ) : (
                <LineChart
                  lines={[{ tone: 'main', points: data.points.map(toPoint) }]}
                  // The level the change above is measured from (the last close, for 1D).
                  baseline={(last?.equity_cents ?? 0) - data.change_cents}
                  height={CHART_HEIGHT}
                  testId="home-value-line"
                />
              )}
              {first && last ? (
                <p className="visually-hidden">
                  Value went from <Money cents={first.equity_cents} /> to{' '}
                  <Money cents={last.equity_cents} /> over the range.
                </p>
              ) : null}
            </>
          );
        }}
      </SectionBody>
    </Section>
  );
}

const Change = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  margin: '0 0 $2',
});
