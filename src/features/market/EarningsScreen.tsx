// /app/earnings (spec §2 mobile "upcoming earnings"): the next two weeks, grouped by
// day, each report before the open or after the close. A busy day of reporting season has a
// hundred reports: each day shows its first few, sorted by the server, until "Show all".
import { useState } from 'react';
import type { EarningsEvent } from '@/contract/market';
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { earningsQuery } from './api';
import { formatMarketDate } from './market-time';
import { MarketTabs } from './MarketTabs';
import { QueryView } from '@/ui/QueryView';
import { SecurityRows } from './SecurityRows';
import { ShowMore } from './ShowMore';

const TIMING = { 'before-open': 'Before the open', 'after-close': 'After the close' } as const;
const DAY_PREVIEW = 6;

function byDate(events: readonly EarningsEvent[]): Array<[string, EarningsEvent[]]> {
  const days = new Map<string, EarningsEvent[]>();
  for (const event of events) days.set(event.date, [...(days.get(event.date) ?? []), event]);
  return [...days];
}

export default function EarningsScreen() {
  const { state, reload } = useApiQuery(earningsQuery);
  return (
    <Page title="Upcoming earnings" testId="earnings-screen">
      <Heading>Upcoming earnings</Heading>
      <MarketTabs />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading upcoming earnings"
        isEmpty={(data) => data.events.length === 0}
        empty={
          <Card>
            <Muted>
              No company on our list reports in the next two weeks. Reporting season starts a few
              weeks after each quarter ends.
            </Muted>
          </Card>
        }
      >
        {(data) => (
          <>
            <Muted>
              {data.events.length} reports from {formatMarketDate(data.from)} to{' '}
              {formatMarketDate(data.to)}.
            </Muted>
            {byDate(data.events).map(([date, events]) => (
              <Day key={date} date={date} events={events} />
            ))}
          </>
        )}
      </QueryView>
    </Page>
  );
}

function Day({ date, events }: { date: string; events: EarningsEvent[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, DAY_PREVIEW);
  return (
    <Card aria-labelledby={`day-${date}`}>
      <Heading as="h2" level={2} id={`day-${date}`}>
        {formatMarketDate(date)} <Count>· {events.length} reporting</Count>
      </Heading>
      <SecurityRows
        label={`Reporting ${formatMarketDate(date)}`}
        items={shown.map((event) => ({ security: event.security, meta: TIMING[event.timing] }))}
      />
      {events.length > DAY_PREVIEW ? (
        <ShowMore total={events.length} expanded={all} onToggle={() => setAll((open) => !open)} />
      ) : null}
    </Card>
  );
}

const Count = styled('span', { color: '$textMuted', fontSize: '$md', fontWeight: 400 });
