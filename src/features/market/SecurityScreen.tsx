// /app/securities/{id} (spec §2 "security page"): {id} is the ticker symbol in any
// case. Quote with live updates (only LivePrice re-renders on a tick), chart with ranges and a
// table alternative, key stats, watchlist toggle and Trade; then the Community block (pros
// and cons, ideas), a lazy chunk of the thoughts feature. When the person holds the security, their
// position (with Buy and Sell) sits right under the price; About follows the key stats.
import { Suspense, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { LazySecurityCommunity } from '@/features/thoughts';
import { snapshotPath } from '@/features/tools';
import { useApiQuery } from '@/platform/queries';
import { appPaths } from '@/paths';
import { Button } from '@/ui/Button';
import { Card, Heading, Muted } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { styled } from '@/ui/theme/stitches';
import { securityQuery } from './api';
import { AboutSecurity } from './AboutSecurity';
import { ChartCard } from './ChartCard';
import { KeyStats } from './KeyStats';
import { LivePrice } from './LivePrice';
import { formatNextOpen } from './market-time';
import { QueryView } from '@/ui/QueryView';
import { seedQuotes, watchQuotes } from './state';
import { TradeButton } from './TradeButton';
import { WatchButton } from './WatchButton';
import { YourPosition } from './YourPosition';

export default function SecurityScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const symbol = id.toUpperCase();
  return (
    <Page title={symbol} testId="security-screen">
      <SecurityDetails key={symbol} symbol={symbol} />
    </Page>
  );
}

function SecurityDetails({ symbol }: { symbol: string }) {
  const { state, reload } = useApiQuery(securityQuery(symbol));
  const canonical = state.status === 'success' ? state.data.security.symbol : null;
  useEffect(() => {
    if (state.status === 'success') seedQuotes([state.data.quote]);
  }, [state]);
  // Live prices for as long as the page is open (state.ts shares one stream across screens).
  useEffect(() => (canonical ? watchQuotes([canonical]) : undefined), [canonical]);

  return (
    <QueryView
      state={state}
      reload={reload}
      loadingLabel={`Loading ${symbol}`}
      notFound={
        <Card>
          <Heading>{symbol}</Heading>
          <Muted role="alert">We could not find a stock or ETF with the symbol {symbol}.</Muted>
          <Link href={appPaths.search}>Search by company name</Link>
        </Card>
      }
    >
      {(data) => (
        <>
          <Header>
            <div>
              <Heading css={{ marginBottom: '$1' }}>
                {data.security.name} <Symbol>({data.security.symbol})</Symbol>
              </Heading>
              <Muted css={{ marginBottom: '$3' }}>
                {data.security.exchange} ·{' '}
                {data.security.sector === 'ETF' ? 'Exchange-traded fund' : data.security.sector} ·{' '}
                {data.security.industry}
              </Muted>
            </div>
          </Header>
          <LivePrice symbol={data.security.symbol} initial={data.quote} />
          {!data.market.open ? (
            <Muted css={{ fontSize: '$sm' }}>
              Markets open {formatNextOpen(data.market.next_open)}.
            </Muted>
          ) : null}
          <Actions>
            <TradeButton symbol={data.security.symbol} />
            <WatchButton symbol={data.security.symbol} initial={data.on_watchlist} />
            <Button as={Link} variant="secondary" href={snapshotPath(data.security.symbol)}>
              Snapshot
            </Button>
          </Actions>
          <YourPosition symbol={data.security.symbol} />
          <ChartCard symbol={data.security.symbol} />
          <KeyStats data={data} quote={data.quote} />
          <AboutSecurity data={data} />
          <Suspense fallback={null}>
            <LazySecurityCommunity symbol={data.security.symbol} />
          </Suspense>
        </>
      )}
    </QueryView>
  );
}

const Header = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$3' });
const Symbol = styled('span', { color: '$textMuted', fontWeight: 600 });
const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
  margin: '0 0 $5',
});
