// /app/trending (spec §2 mobile "trending stocks"): the top 20 stocks by
// |one-day move| × volume, ranked, with the session's volume.
import { useApiQuery } from '@/platform/queries';
import { Card, Heading, Muted } from '@/ui/Card';
import { formatCompactNumber } from '@/ui/format';
import { Page } from '@/ui/Page';
import { trendingQuery } from './api';
import { formatAsOf } from './market-time';
import { MarketTabs } from './MarketTabs';
import { QueryView } from '@/ui/QueryView';
import { SecurityRows } from './SecurityRows';

export default function TrendingScreen() {
  const { state, reload } = useApiQuery(trendingQuery);
  return (
    <Page title="Trending stocks" testId="trending-screen">
      <Heading>Trending stocks</Heading>
      <MarketTabs />
      <QueryView
        state={state}
        reload={reload}
        loadingLabel="Loading trending stocks"
        isEmpty={(data) => data.stocks.length === 0}
        empty={<Muted>No stock has traded yet today.</Muted>}
      >
        {(data) => (
          <Card>
            <Muted>
              The biggest moves on the heaviest trading{' '}
              {data.market.open ? 'today' : 'in the last session'}, as of {formatAsOf(data.as_of)}.
            </Muted>
            <SecurityRows
              ordered
              label="Trending stocks"
              items={data.stocks.map((row, index) => ({
                ...row,
                meta: `#${index + 1} · ${formatCompactNumber(row.quote.volume)} shares traded`,
              }))}
            />
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
